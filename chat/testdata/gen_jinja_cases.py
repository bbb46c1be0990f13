"""Writes jinja_cases.jsonl: templates rendered by Python's Jinja2 set up as
transformers' apply_chat_template sets it up (sandboxed, trim_blocks,
lstrip_blocks, loopcontrols, its tojson, raise_exception, strftime_now).
Each line: {"src", "messages", "out"} or, when rendering raises, {"err"}.
Lines with "shipped" render tokenizer_config.json's Llama 3.2 template
instead of src, with the tools, date_string and add_generation_prompt given.
The last lines render the chat templates of the SentencePiece family's
best-known chat models, Llama 2 chat's, TinyLlama chat's and Mistral 7B
Instruct's (v0.1 and v0.3), as their tokenizer_config.json files publish
them, with their own tokens.

Run from this directory: python3 gen_jinja_cases.py > jinja_cases.jsonl
"""
import json
from datetime import datetime

from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def raise_exception(message):
    raise Exception(message)


env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
env.filters["tojson"] = tojson
env.globals["raise_exception"] = raise_exception
env.globals["strftime_now"] = lambda f: datetime(2024, 7, 6, 14, 5, 9).strftime(f)

MESSAGES = [
    {"role": "system", "content": " sys "},
    {"role": "user", "content": "Hi there, friend"},
    {"role": "assistant", "content": "<think>hmm</think>ok"},
    {"role": "user", "content": "bye \"quoted\" é"},
]

TEMPLATES = [
    "{% for m in messages %}{{ loop.index }}/{{ loop.length }}{{ ' last' if loop.last }}{{ ' first' if loop.first }};{% endfor %}",
    "{% set ns = namespace(found=false, n=0) %}{% for m in messages %}{% if m.role == 'user' %}{% set ns.found = true %}{% set ns.n = ns.n + 1 %}{% endif %}{% endfor %}{{ ns.found }} {{ ns.n }}",
    "{{ messages[-1].content }} {{ messages[-1]['role'] }}",
    "{% for m in messages[::-1] %}{{ m.role }},{% endfor %}",
    "{% for m in messages | reverse %}{{ m.role }},{% endfor %}",
    "{{ messages | selectattr('role', 'equalto', 'user') | list | length }}",
    "{{ messages | map(attribute='role') | join(',') }}",
    "{{ messages[1].content.split(',')[0] }}|{{ messages[0].content.strip() }}|{{ messages[1].content.startswith('Hi') }}|{{ messages[1].content.endswith('x') }}",
    "{{ messages[2].content.split('</think>')[-1].lstrip() }}",
    "{{ messages[1].content | upper }} {{ messages[1].content | lower }} {{ messages[1].content | length }}",
    "{% for m in messages %}{% if loop.index0 == 2 %}{% break %}{% endif %}{{ m.role }};{% endfor %}",
    "{% for m in messages %}{% if m.role == 'system' %}{% continue %}{% endif %}{{ m.role }};{% endfor %}",
    "{% macro f(x, y='d') %}[{{ x }}{{ y }}]{% endmacro %}{{ f(1) }}{{ f(2, y='e') }}",
    "{{ messages[1].content[0:2] }}{{ messages[1].content[-3:] }}",
    "{% if messages[0].role == 'system' %}{% set loop_messages = messages[1:] %}{% else %}{% set loop_messages = messages %}{% endif %}{{ loop_messages | length }}",
    "{%- for m in messages %}\n  {%- if m.role == 'user' %}\n    U\n  {%- endif %}\n{% endfor %}",
    "  {% if true %}\n    x\n  {% endif %}\n",
    "{{ messages[0].content is string }} {{ messages is sequence }} {{ messages[0] is mapping }} {{ 3 is number }} {{ undefined_thing is undefined }} {{ none is none }}",
    "{{ 'x' if undefined_thing else 'y' }} {{ undefined_thing | default('dflt') }}",
    "{{ 'abc' | replace('b', 'X') }} {{ 'a b' | title }} {{ ' x ' | trim }} {{ 'a' * 3 }}",
    "{{ messages | first | attr('role') if false else (messages | first)['role'] }} {{ (messages | last).role }}",
    "{{ raise_exception('boom ' ~ 1) }}",
    "{% set x = 'outer' %}{% for m in messages %}{% set x = 'inner' %}{% endfor %}{{ x }}",
    "{{ messages[1].content.replace('Hi', 'Yo') }} {{ messages[1].content.title() }}",
    "{{ 'aaa'.replace('a', 'b', 2) }}|{{ ' a  b '.split() }}|{{ 'a,b,c'.split(',', 1) }}|{{ '\n\nx\n'.lstrip('\n') }}|{{ ' x '.rstrip() }}|{{ 'xyx'.strip('x') }}",
    "{{ messages[1:] | reverse | map(attribute='content') | join('|') }}",
    "{{ 'abc'.removeprefix('a') }} {{ '-'.join(['a','b']) }} {{ 'a\nb'.splitlines() }} {{ 'abc' | reverse }} {{ 'x'.upper() }}",
    "{{ '{} {}'.format(1, 'b') }}",
    "{{ ' a  b  c '.split(none, 1) }}|{{ ' a  b  c '.rsplit(none, 1) }}|{{ ' a  b  c '.rsplit() }}|{{ 'a,b,,c'.rsplit(',', 2) }}|{{ 'a,b'.split(',', 0) }}|{{ '   '.split() }}|{{ ''.split(',') }}|{{ 'x y'.split(maxsplit=0) }}|{{ ' x y'.rsplit(none, 0) }}",
    "{{ messages | length > 2 and messages[0].role == 'system' }}",
    "{% for k, v in {'a': 1, 'b': 2}.items() %}{{ k }}={{ v }};{% endfor %}",
    "{{ 'é' | tojson }} {{ messages[0] | tojson }}",
    "{{ [3,1,2] | sort | join }} {{ [1,2,3] | sum }} {{ range(3) | list }}",
    "{% filter upper %}hello{% endfilter %}",
    "{{ 1 in [1,2] }} {{ 'a' in 'cat' }} {{ 'z' not in 'cat' }}",
    "{{ strftime_now('%B %-d, %Y') }}",
    "{{- bos_token -}}\n{{ eos_token }}\n",
    # tojson
    "{{ messages | tojson }}",
    "{{ messages | tojson(indent=2) }}",
    "{{ messages[0] | tojson(indent=4) }}",
    '{{ {"b": 1, "a": [1, 2.5, none, true, false, "x"]} | tojson }}',
    '{{ {"b": 1, "a": [1, 2.5, none, true, false, "x"]} | tojson(sort_keys=true) }}',
    '{{ {"b": {}, "a": []} | tojson(indent=2) }}',
    '{{ [1, [2, {"k": "v"}]] | tojson(indent=1) }}',
    r"""{{ "é<&>'\"\\ \n\t\x01\x7f 🙂" | tojson }}""",
    r'{{ "é 🙂\x7f" | tojson(ensure_ascii=true) }}',
    '{{ [1, 2] | tojson(separators=(",", ":")) }}',
    r'{{ {"a": [1, 2]} | tojson(indent="\t") }}',
    "{{ [1.0, 0.1, 1e16, 1e15, 0.0001, 0.00001, -2.5e-7, 123456789.125, 1e300] | tojson }}",
    '{{ {1: "int key", "s": 2} | tojson }}',
    "{{ [1, 2] | tojson(indent=0) }}",
    # lstrip_blocks strips blanks before a block or comment only from the
    # start of a line, never after other text on the same line.
    "{{ messages[0].role }} {% if true %}x{% endif %}",
    "{% for m in messages %}{{ m.role }} {% endfor %}|",
    "a {# comment #}b\n  {# comment #}c",
    "{% if true %}\n  {% if true %}y{% endif %}\n{% endif %}",
    "{{ 'x' }}\t{% if true %}t{% endif %}\n\t{% if true %}u{% endif %}",
    "  {% if true %}A{% endif %} {% if true %}B{% endif %}",
    "{% if true %}A{% endif %}  {%+ if true %}B{% endif %}  {%- if true %}C{% endif %}",
    "{{ '{% not a tag' }}  {% if true %}D{% endif %}",
    "{% raw %}  {% if %}{% endraw %}  {% if true %}E{% endif %}",
    # The sandbox bounds range() (past MAX_RANGE: TestSandboxRange).
    "{{ range(100000) | length }}",
    # Recursion up to Python's depth renders (past it: TestSandboxLimits).
    "{% macro f(n) %}{% if n < 150 %}{{ f(n + 1) }}{% else %}{{ n }}{% endif %}{% endmacro %}{{ f(0) }}",
    "{% macro even(n) %}{{ 'y' if n == 0 else odd(n - 1) }}{% endmacro %}{% macro odd(n) %}{{ 'n' if n == 0 else even(n - 1) }}{% endmacro %}{{ even(40) }}{{ odd(40) }}",
    "{% macro box() %}[{{ caller() }}]{% endmacro %}{% call box() %}x{% endcall %}",
    "{% set t = [{'n': 'a', 'c': [{'n': 'b', 'c': [{'n': 'c', 'c': []}]}, {'n': 'd', 'c': []}]}] %}{% for x in t recursive %}{{ x.n }}({{ loop(x.c) }}){% endfor %}",
    "{% for x in [1, 2, 3, 4, [5, 6]] if (x is not number or x is even) recursive %}{% if x is number %}{{ x }}{% else %}<{{ loop(x) }}>{% endif %}{% endfor %}",
    "{% if false %}{% include 'other' %}{% import 'other' as o %}{% from 'other' import m %}{% endif %}ok",
    "{{ 'ab' | center(7) }}|{{ 'a\nb' | indent(3) }}|{{ 'a\nb' | indent(width=2, first=true) }}",
    # Operators that build strings and lists, which the sandbox sizes
    # first (past its budget: TestRenderBudget).
    "{{ 3 * 'ab' }}|{{ 'ab' * 0 }}|{{ 'ab' * -2 }}|{{ [1, 2] * 2 }}|{{ 2 * ['x'] }}|{{ [1] * -1 }}|{{ [1] + [2, 'x'] }}|{{ 'a' ~ 1 ~ 2.5 }}|{{ 'a' + 'b' }}|{{ 1 + 2 }}|{{ 2 * 3 }}|{{ 1.5 * 2 }}|{{ 1 + 0.5 }}",
    "{{ 'ab'.center(7, '*') }}|{{ 'ab'.center(6) }}|{{ 'abc'.center(6, '-') }}|{{ 'x'.center(4) }}|{{ '-4'.zfill(5) }}|{{ '+4'.zfill(3) }}|{{ '42'.zfill(1) }}|{{ 'é'.ljust(3, 'x') }}|{{ 'a'.rjust(3) }}|{{ 'abc'.ljust(2) }}|{{ '{:>5}|{:<3}|'.format('x', 'y') }}",
    "{% set ns = namespace(s='', l=[]) %}{% for m in messages %}{% set ns.s = ns.s + m.role[0] %}{% set ns.l = ns.l + [loop.index] %}{% endfor %}{{ ns.s }}{{ ns.l }}{{ (ns.l * 2) | length }}",
]

for src in TEMPLATES:
    case = {"src": src, "messages": MESSAGES}
    try:
        case["out"] = env.from_string(src).render(messages=MESSAGES, bos_token="<s>", eos_token="</s>")
    except Exception as e:
        case["err"] = str(e)
    print(json.dumps(case, ensure_ascii=False))

with open("tokenizer_config.json") as f:
    shipped = env.from_string(json.load(f)["chat_template"])

TOOLS = [
    {"type": "function", "function": {"name": "get_weather", "description": "Weather for a city, e.g. Zürich",
     "parameters": {"type": "object", "required": ["city"], "properties": {
         "city": {"type": "string", "description": "City name"},
         "unit": {"type": "string", "enum": ["c", "f"], "default": "c"}}}}},
    {"name": "add", "parameters": {"a": 1, "b": 2.5, "flags": [True, False, None], "empty": {}}},
]
SHIPPED = [
    ([{"role": "user", "content": " What's the weather in Paris? "}], True),
    ([{"role": "system", "content": "Be terse."}, {"role": "user", "content": "Add 1 and 2"},
      {"role": "assistant", "content": "{\"name\": \"add\"}"}, {"role": "tool", "content": "3"}], True),
    ([{"role": "system", "content": "Only a system message."}], False),
]
for messages, agp in SHIPPED:
    case = {"shipped": True, "messages": messages, "tools": TOOLS, "date_string": "26 Jul 2024", "add_generation_prompt": agp}
    try:
        case["out"] = shipped.render(messages=messages, tools=TOOLS, date_string="26 Jul 2024",
                                     add_generation_prompt=agp, bos_token="<|begin_of_text|>", eos_token="<|eot_id|>")
    except Exception as e:
        case["err"] = str(e)
    print(json.dumps(case, ensure_ascii=False))

LLAMA2_CHAT = (
    "{% if messages[0]['role'] == 'system' %}{% set loop_messages = messages[1:] %}"
    "{% set system_message = messages[0]['content'] %}{% else %}{% set loop_messages = messages %}"
    "{% set system_message = false %}{% endif %}{% for message in loop_messages %}"
    "{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}"
    "{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}"
    "{% if loop.index0 == 0 and system_message != false %}"
    "{% set content = '<<SYS>>\\n' + system_message + '\\n<</SYS>>\\n\\n' + message['content'] %}"
    "{% else %}{% set content = message['content'] %}{% endif %}"
    "{% if message['role'] == 'user' %}{{ bos_token + '[INST] ' + content.strip() + ' [/INST]' }}"
    "{% elif message['role'] == 'assistant' %}{{ ' '  + content.strip() + ' ' + eos_token }}{% endif %}{% endfor %}"
)
TINYLLAMA_CHAT = (
    "{% for message in messages %}\n{% if message['role'] == 'user' %}\n{{ '<|user|>\n' + message['content'] + eos_token }}\n"
    "{% elif message['role'] == 'system' %}\n{{ '<|system|>\n' + message['content'] + eos_token }}\n"
    "{% elif message['role'] == 'assistant' %}\n{{ '<|assistant|>\n'  + message['content'] + eos_token }}\n"
    "{% endif %}\n{% if loop.last and add_generation_prompt %}\n{{ '<|assistant|>' }}\n{% endif %}\n{% endfor %}"
)
# Mistral 7B Instruct: v0.1's (v0.2's is the same but for the space after
# eos_token) has no system role; v0.3's puts the system prompt into the
# last user message.
MISTRAL_V01 = (
    "{{ bos_token }}{% for message in messages %}{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}"
    "{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}"
    "{% if message['role'] == 'user' %}{{ '[INST] ' + message['content'] + ' [/INST]' }}"
    "{% elif message['role'] == 'assistant' %}{{ message['content'] + eos_token + ' ' }}"
    "{% else %}{{ raise_exception('Only user and assistant roles are supported!') }}{% endif %}{% endfor %}"
)
MISTRAL_V03 = (
    '{%- if messages[0]["role"] == "system" %}\n'
    '    {%- set system_message = messages[0]["content"] %}\n'
    '    {%- set loop_messages = messages[1:] %}\n'
    '{%- else %}\n'
    '    {%- set loop_messages = messages %}\n'
    '{%- endif %}\n'
    '{%- if not tools is defined %}\n'
    '    {%- set tools = none %}\n'
    '{%- endif %}\n'
    '{%- set user_messages = loop_messages | selectattr("role", "equalto", "user") | list %}\n'
    '\n'
    '{#- This block checks for alternating user/assistant messages, skipping tool calling messages #}\n'
    '{%- set ns = namespace() %}\n'
    '{%- set ns.index = 0 %}\n'
    '{%- for message in loop_messages %}\n'
    '    {%- if not (message.role == "tool" or message.role == "tool_results" or (message.tool_calls is defined and message.tool_calls is not none)) %}\n'
    '        {%- if (message["role"] == "user") != (ns.index % 2 == 0) %}\n'
    '            {{- raise_exception("After the optional system message, conversation roles must alternate user/assistant/user/assistant/...") }}\n'
    '        {%- endif %}\n'
    '        {%- set ns.index = ns.index + 1 %}\n'
    '    {%- endif %}\n'
    '{%- endfor %}\n'
    '\n'
    '{{- bos_token }}\n'
    '{%- for message in loop_messages %}\n'
    '    {%- if message["role"] == "user" %}\n'
    '        {%- if tools is not none and (message == user_messages[-1]) %}\n'
    '            {{- "[AVAILABLE_TOOLS] [" }}\n'
    '            {%- for tool in tools %}\n'
    '                {%- set tool = tool.function %}\n'
    '                {{- \'{"type": "function", "function": {\' }}\n'
    '                {%- for key, val in tool.items() if key != "return" %}\n'
    '                    {%- if val is string %}\n'
    '                        {{- \'"\' + key + \'": "\' + val + \'"\' }}\n'
    '                    {%- else %}\n'
    '                        {{- \'"\' + key + \'": \' + val|tojson }}\n'
    '                    {%- endif %}\n'
    '                    {%- if not loop.last %}\n'
    '                        {{- ", " }}\n'
    '                    {%- endif %}\n'
    '                {%- endfor %}\n'
    '                {{- "}}" }}\n'
    '                {%- if not loop.last %}\n'
    '                    {{- ", " }}\n'
    '                {%- else %}\n'
    '                    {{- "]" }}\n'
    '                {%- endif %}\n'
    '            {%- endfor %}\n'
    '            {{- "[/AVAILABLE_TOOLS]" }}\n'
    '            {%- endif %}\n'
    '        {%- if loop.last and system_message is defined %}\n'
    '            {{- "[INST] " + system_message + "\\n\\n" + message["content"] + "[/INST]" }}\n'
    '        {%- else %}\n'
    '            {{- "[INST] " + message["content"] + "[/INST]" }}\n'
    '        {%- endif %}\n'
    '    {%- elif message.tool_calls is defined and message.tool_calls is not none %}\n'
    '        {{- "[TOOL_CALLS] [" }}\n'
    '        {%- for tool_call in message.tool_calls %}\n'
    '            {%- set out = tool_call.function|tojson %}\n'
    '            {{- out[:-1] }}\n'
    '            {%- if not tool_call.id is defined or tool_call.id|length != 9 %}\n'
    '                {{- raise_exception("Tool call IDs should be alphanumeric strings with length 9!") }}\n'
    '            {%- endif %}\n'
    '            {{- \', "id": "\' + tool_call.id + \'"}\' }}\n'
    '            {%- if not loop.last %}\n'
    '                {{- ", " }}\n'
    '            {%- else %}\n'
    '                {{- "]" + eos_token }}\n'
    '            {%- endif %}\n'
    '        {%- endfor %}\n'
    '    {%- elif message["role"] == "assistant" %}\n'
    '        {{- " " + message["content"]|trim + eos_token}}\n'
    '    {%- elif message["role"] == "tool_results" or message["role"] == "tool" %}\n'
    '        {%- if message.content is defined and message.content.content is defined %}\n'
    '            {%- set content = message.content.content %}\n'
    '        {%- else %}\n'
    '            {%- set content = message.content %}\n'
    '        {%- endif %}\n'
    '        {{- \'[TOOL_RESULTS] {"content": \' + content|string + ", " }}\n'
    '        {%- if not message.tool_call_id is defined or message.tool_call_id|length != 9 %}\n'
    '            {{- raise_exception("Tool call IDs should be alphanumeric strings with length 9!") }}\n'
    '        {%- endif %}\n'
    '        {{- \'"call_id": "\' + message.tool_call_id + \'"}[/TOOL_RESULTS]\' }}\n'
    '    {%- else %}\n'
    '        {{- raise_exception("Only user and assistant roles are supported, with the exception of an initial optional system message!") }}\n'
    '    {%- endif %}\n'
    '{%- endfor %}\n'
)
CONVERSATIONS = [
    [{"role": "user", "content": "Hi there"}],
    [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "  What is 2+2?  "}],
    [{"role": "system", "content": "S"}, {"role": "user", "content": "one"},
     {"role": "assistant", "content": " 1 "}, {"role": "user", "content": "two 🦙"}],
    [{"role": "user", "content": "a"}, {"role": "user", "content": "b"}],
]
for src in (LLAMA2_CHAT, TINYLLAMA_CHAT, MISTRAL_V01, MISTRAL_V03):
    for messages in CONVERSATIONS:
        for agp in (False, True):
            case = {"src": src, "messages": messages, "add_generation_prompt": agp}
            try:
                case["out"] = env.from_string(src).render(messages=messages, add_generation_prompt=agp,
                                                          bos_token="<s>", eos_token="</s>")
            except Exception as e:
                case["err"] = str(e)
            print(json.dumps(case, ensure_ascii=False))
