package chat

// llama3BOS is Llama 3's beginning-of-text token.
const llama3BOS = "<|begin_of_text|>"

// llama3Template is the Llama 3.2 Instruct prompt format without tool
// calling, for models that ship no chat template. For conversations of
// plain messages it renders exactly what Meta's shipped template renders:
// a system header with the knowledge cutoff and date, the system prompt,
// then one header block per message (content trimmed; tool results
// JSON-quoted under "ipython").
const llama3Template = `{{- bos_token }}
{%- if date_string is not defined %}
    {%- set date_string = strftime_now("%d %b %Y") %}
{%- endif %}
{%- set system_message = "" %}
{%- set turns = messages %}
{%- if messages | length > 0 and messages[0]['role'] == 'system' %}
    {%- set system_message = messages[0]['content'] | trim %}
    {%- set turns = messages[1:] %}
{%- endif %}
{{- "<|start_header_id|>system<|end_header_id|>\n\n" }}
{{- "Cutting Knowledge Date: December 2023\n" }}
{{- "Today Date: " + date_string + "\n\n" }}
{{- system_message + "<|eot_id|>" }}
{%- for message in turns %}
    {%- if message['role'] == 'tool' or message['role'] == 'ipython' %}
        {{- "<|start_header_id|>ipython<|end_header_id|>\n\n" }}
        {{- message['content'] | tojson }}
    {%- else %}
        {{- "<|start_header_id|>" + message['role'] + "<|end_header_id|>\n\n" }}
        {{- message['content'] | trim }}
    {%- endif %}
    {{- "<|eot_id|>" }}
{%- endfor %}
{%- if add_generation_prompt %}
    {{- "<|start_header_id|>assistant<|end_header_id|>\n\n" }}
{%- endif %}
`
