//go:build iree

#include "shim.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "iree/modules/hal/types.h"

// Creating a device by a URI with a path ("cuda://0") is the one call whose
// signature differs between the IREE releases xlachat supports: newer ones
// take creation parameters carrying an async proactor pool, which July 2024's
// release does not have. The pool's header is the feature test, so the
// right code is chosen from the headers in IREE_DIST, with nothing to set.
#if __has_include("iree/async/util/proactor_pool.h")
#define XL_HAVE_DEVICE_CREATE_PARAMS 1
#include "iree/async/util/proactor_pool.h"
#include "iree/base/threading/numa.h"
#endif

// Converts and frees status, so callers can return it straight to Go.
static xl_status xl_from_status(iree_status_t status) {
  xl_status result = {0, NULL};
  if (iree_status_is_ok(status)) return result;
  result.code = (int)iree_status_code(status);
  iree_allocator_t allocator = iree_allocator_system();
  char* text = NULL;
  iree_host_size_t length = 0;
  if (iree_status_to_string(status, &allocator, &text, &length)) {
    result.message = malloc(length + 1);
    if (result.message) {
      memcpy(result.message, text, length);
      result.message[length] = 0;
    }
    iree_allocator_free(allocator, text);
  }
  if (!result.message) {
    const char* code = iree_status_code_string(iree_status_code(status));
    result.message = strdup(code ? code : "unknown IREE error");
  }
  iree_status_free(status);
  return result;
}

static xl_status xl_error(iree_status_code_t code, const char* message) {
  xl_status result = {(int)code, strdup(message)};
  return result;
}

struct xl_counter {
  atomic_int_fast64_t live;
};

xl_counter* xl_counter_new(void) { return calloc(1, sizeof(xl_counter)); }

void xl_counter_free(xl_counter* counter) { free(counter); }

int64_t xl_counter_live(xl_counter* counter) {
  return (int64_t)atomic_load(&counter->live);
}

// The system allocator, counting: IREE's worker threads allocate too, so
// the count is atomic.
static iree_status_t xl_counting_ctl(void* self,
                                     iree_allocator_command_t command,
                                     const void* params, void** inout_ptr) {
  xl_counter* counter = self;
  iree_allocator_t system = iree_allocator_system();
  void* before = *inout_ptr;
  iree_status_t status = system.ctl(system.self, command, params, inout_ptr);
  if (!iree_status_is_ok(status)) return status;
  switch (command) {
    case IREE_ALLOCATOR_COMMAND_MALLOC:
    case IREE_ALLOCATOR_COMMAND_CALLOC:
      atomic_fetch_add(&counter->live, 1);
      break;
    case IREE_ALLOCATOR_COMMAND_REALLOC:
      if (!before) atomic_fetch_add(&counter->live, 1);
      break;
    case IREE_ALLOCATOR_COMMAND_FREE:
      if (before) atomic_fetch_sub(&counter->live, 1);
      break;
    default:
      break;
  }
  return status;
}

xl_status xl_instance_create(xl_counter* counter,
                             iree_runtime_instance_t** out_instance) {
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_options_use_all_available_drivers(&options);
  iree_allocator_t allocator = iree_allocator_system();
  if (counter) allocator = (iree_allocator_t){counter, xl_counting_ctl};
  return xl_from_status(
      iree_runtime_instance_create(&options, allocator, out_instance));
}

void xl_instance_release(iree_runtime_instance_t* instance) {
  iree_runtime_instance_release(instance);
}

xl_status xl_instance_drivers(iree_runtime_instance_t* instance,
                              char** out_names) {
  *out_names = NULL;
  iree_allocator_t allocator = iree_runtime_instance_host_allocator(instance);
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = NULL;
  iree_status_t status = iree_hal_driver_registry_enumerate(
      iree_runtime_instance_driver_registry(instance), allocator, &count,
      &infos);
  if (!iree_status_is_ok(status)) return xl_from_status(status);
  size_t total = 1;
  for (iree_host_size_t i = 0; i < count; ++i) {
    total += infos[i].driver_name.size + 1;
  }
  char* names = malloc(total);
  if (!names) {
    iree_allocator_free(allocator, infos);
    return xl_error(IREE_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  char* p = names;
  for (iree_host_size_t i = 0; i < count; ++i) {
    memcpy(p, infos[i].driver_name.data, infos[i].driver_name.size);
    p += infos[i].driver_name.size;
    *p++ = '\n';
  }
  *p = 0;
  iree_allocator_free(allocator, infos);
  *out_names = names;
  return xl_from_status(iree_ok_status());
}

// Creates a device of an already created driver from a URI with a path.
static iree_status_t xl_driver_create_device(iree_hal_driver_t* driver,
                                             iree_string_view_t uri,
                                             iree_allocator_t allocator,
                                             iree_hal_device_t** out_device) {
#if XL_HAVE_DEVICE_CREATE_PARAMS
  // The device retains the pool for as long as it needs it.
  iree_async_proactor_pool_t* pool = NULL;
  iree_status_t status = iree_async_proactor_pool_create(
      iree_numa_node_count(), /*node_ids=*/NULL,
      iree_async_proactor_pool_options_default(), allocator, &pool);
  if (iree_status_is_ok(status)) {
    iree_hal_device_create_params_t params =
        iree_hal_device_create_params_default();
    params.proactor_pool = pool;
    status = iree_hal_driver_create_device_by_uri(driver, uri, &params,
                                                  allocator, out_device);
  }
  iree_async_proactor_pool_release(pool);
  return status;
#else
  return iree_hal_driver_create_device_by_uri(driver, uri, allocator,
                                              out_device);
#endif
}

xl_status xl_device_create(iree_runtime_instance_t* instance, const char* uri,
                           size_t uri_length, size_t driver_length,
                           iree_hal_device_t** out_device) {
  *out_device = NULL;
  iree_string_view_t driver_name = iree_make_string_view(uri, driver_length);
  iree_string_view_t rest = iree_make_string_view(uri + driver_length,
                                                  uri_length - driver_length);
  // A bare driver name ("local-task", "local-task://") asks for the driver's
  // default device, which both releases create with the same call.
  if (iree_string_view_is_empty(rest) ||
      iree_string_view_equal(rest, iree_make_cstring_view("://"))) {
    return xl_from_status(iree_runtime_instance_try_create_default_device(
        instance, driver_name, out_device));
  }
  iree_allocator_t allocator = iree_runtime_instance_host_allocator(instance);
  iree_hal_driver_t* driver = NULL;
  iree_status_t status = iree_hal_driver_registry_try_create(
      iree_runtime_instance_driver_registry(instance), driver_name, allocator,
      &driver);
  if (iree_status_is_ok(status)) {
    status = xl_driver_create_device(
        driver, iree_make_string_view(uri, uri_length), allocator, out_device);
  }
  iree_hal_driver_release(driver);
  return xl_from_status(status);
}

void xl_device_retain(iree_hal_device_t* device) {
  iree_hal_device_retain(device);
}

void xl_device_release(iree_hal_device_t* device) {
  iree_hal_device_release(device);
}

xl_status xl_session_create(iree_runtime_instance_t* instance,
                            iree_hal_device_t* device,
                            iree_runtime_session_t** out_session) {
  iree_runtime_session_options_t options;
  iree_runtime_session_options_initialize(&options);
  return xl_from_status(iree_runtime_session_create_with_device(
      instance, &options, device,
      iree_runtime_instance_host_allocator(instance), out_session));
}

void xl_session_release(iree_runtime_session_t* session) {
  iree_runtime_session_release(session);
}

// An allocator that can only free, for memory from posix_memalign: the
// session frees the module copy through it when the module is destroyed.
static iree_status_t xl_free_only_ctl(void* self,
                                      iree_allocator_command_t command,
                                      const void* params, void** inout_ptr) {
  (void)self;
  (void)params;
  if (command != IREE_ALLOCATOR_COMMAND_FREE) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "module copy allocator only frees");
  }
  free(*inout_ptr);
  *inout_ptr = NULL;
  return iree_ok_status();
}

xl_status xl_session_load(iree_runtime_session_t* session, const void* data,
                          size_t length) {
  // The module references its bytes for its whole life and rodata must be
  // 64-byte aligned, so it gets an aligned copy rather than Go memory.
  void* copy = NULL;
  if (posix_memalign(&copy, 64, length ? length : 1) != 0) {
    return xl_error(IREE_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  if (length) memcpy(copy, data, length);
  iree_allocator_t owner = {NULL, xl_free_only_ctl};
  // Consumes copy on success and failure alike.
  return xl_from_status(iree_runtime_session_append_bytecode_module_from_memory(
      session, iree_make_const_byte_span(copy, length), owner));
}

xl_status xl_call_create(iree_runtime_session_t* session, const char* name,
                         size_t name_length, iree_runtime_call_t** out_call) {
  *out_call = NULL;
  iree_runtime_call_t* call = malloc(sizeof(*call));
  if (!call) return xl_error(IREE_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  iree_status_t status = iree_runtime_call_initialize_by_name(
      session, iree_make_string_view(name, name_length), call);
  if (!iree_status_is_ok(status)) {
    free(call);
    return xl_from_status(status);
  }
  *out_call = call;
  return xl_from_status(iree_ok_status());
}

void xl_call_release(iree_runtime_call_t* call) {
  if (!call) return;
  iree_runtime_call_deinitialize(call);
  free(call);
}

void xl_call_reset(iree_runtime_call_t* call) { iree_runtime_call_reset(call); }

xl_status xl_call_push_i32(iree_runtime_call_t* call, int32_t value) {
  iree_vm_value_t v = iree_vm_value_make_i32(value);
  return xl_from_status(
      iree_vm_list_push_value(iree_runtime_call_inputs(call), &v));
}

xl_status xl_call_push_buffer_view(iree_runtime_call_t* call,
                                   iree_hal_buffer_view_t* view) {
  return xl_from_status(
      iree_runtime_call_inputs_push_back_buffer_view(call, view));
}

xl_status xl_call_invoke(iree_runtime_call_t* call) {
  return xl_from_status(iree_runtime_call_invoke(call, /*flags=*/0));
}

iree_hal_device_t* xl_call_device(iree_runtime_call_t* call) {
  return iree_runtime_session_device(call->session);
}

size_t xl_call_output_count(iree_runtime_call_t* call) {
  return iree_vm_list_size(iree_runtime_call_outputs(call));
}

xl_status xl_call_output_i32(iree_runtime_call_t* call, size_t index,
                             int32_t* out_value) {
  iree_vm_value_t v;
  iree_status_t status = iree_vm_list_get_value_as(
      iree_runtime_call_outputs(call), index, IREE_VM_VALUE_TYPE_I32, &v);
  if (iree_status_is_ok(status)) *out_value = v.i32;
  return xl_from_status(status);
}

xl_status xl_call_output_buffer_view(iree_runtime_call_t* call, size_t index,
                                     iree_hal_buffer_view_t** out_view) {
  *out_view = NULL;
  iree_vm_list_t* outputs = iree_runtime_call_outputs(call);
  if (index >= iree_vm_list_size(outputs)) {
    return xl_error(IREE_STATUS_OUT_OF_RANGE, "output index out of range");
  }
  iree_hal_buffer_view_t* view =
      iree_vm_list_get_buffer_view_retain(outputs, index);
  if (!view) {
    return xl_error(IREE_STATUS_INVALID_ARGUMENT,
                    "output is not a buffer view");
  }
  *out_view = view;
  return xl_from_status(iree_ok_status());
}

// xl_dense_size is the byte size of a dense row-major tensor, sub-byte
// elements packed (two i4 a byte), as the compiler lays such tensors out.
// IREE 3.x computes the same; the July 2024 runtime's
// iree_hal_buffer_compute_view_size refuses sub-byte types, and its
// buffer views then report one byte an element, so xlachat sizes buffers
// itself.
static iree_status_t xl_dense_size(size_t rank, const iree_hal_dim_t* dims,
                                   iree_hal_element_type_t element_type,
                                   iree_device_size_t* out_size) {
  iree_device_size_t bits = iree_hal_element_bit_count(element_type);
  if (bits == 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "opaque element types have no dense size");
  }
  iree_device_size_t count = 1;
  for (size_t i = 0; i < rank; ++i) count *= dims[i];
  *out_size = (count * bits + 7) / 8;
  return iree_ok_status();
}

xl_status xl_buffer_view_upload(iree_hal_device_t* device,
                                const int64_t* shape, size_t rank,
                                uint32_t element_type, const void* data,
                                size_t length,
                                iree_hal_buffer_view_t** out_view) {
  *out_view = NULL;
  enum { kMaxRank = 16 };
  if (rank > kMaxRank) {
    return xl_error(IREE_STATUS_INVALID_ARGUMENT, "rank is above 16");
  }
  iree_hal_dim_t dims[kMaxRank];
  for (size_t i = 0; i < rank; ++i) {
    if (shape[i] < 0) {
      return xl_error(IREE_STATUS_INVALID_ARGUMENT, "negative dimension");
    }
    dims[i] = (iree_hal_dim_t)shape[i];
  }
  iree_device_size_t size = 0;
  iree_status_t status = xl_dense_size(rank, dims, element_type, &size);
  if (!iree_status_is_ok(status)) return xl_from_status(status);
  void* zeros = NULL;
  if (!data) {
    zeros = calloc(size ? size : 1, 1);
    if (!zeros) return xl_error(IREE_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    data = zeros;
    length = size;
  } else if (length != size) {
    return xl_error(IREE_STATUS_INVALID_ARGUMENT,
                    "data length does not match shape and element type");
  }
  // What iree_hal_buffer_view_allocate_buffer_copy does, with the size
  // computed above.
  iree_hal_allocator_t* allocator = iree_hal_device_allocator(device);
  iree_hal_buffer_params_t params = {0};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  iree_hal_buffer_params_canonicalize(&params);
  iree_hal_buffer_t* buffer = NULL;
  status = iree_hal_allocator_allocate_buffer(allocator, params, size, &buffer);
  if (iree_status_is_ok(status) && size > 0) {
    status = iree_hal_device_transfer_h2d(
        device, data, buffer, 0, size, IREE_HAL_TRANSFER_BUFFER_FLAG_DEFAULT,
        iree_infinite_timeout());
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_buffer_view_create(
        buffer, rank, dims, element_type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
        iree_hal_allocator_host_allocator(allocator), out_view);
  }
  iree_hal_buffer_release(buffer);
  free(zeros);
  return xl_from_status(status);
}

xl_status xl_buffer_view_read(iree_hal_device_t* device,
                              iree_hal_buffer_view_t* view, void* dst,
                              size_t length) {
  iree_device_size_t size = 0;
  iree_status_t status = xl_dense_size(
      iree_hal_buffer_view_shape_rank(view),
      iree_hal_buffer_view_shape_dims(view),
      iree_hal_buffer_view_element_type(view), &size);
  if (!iree_status_is_ok(status)) return xl_from_status(status);
  if (length != size) {
    return xl_error(IREE_STATUS_INVALID_ARGUMENT,
                    "destination length does not match the buffer view");
  }
  if (length == 0) return xl_from_status(iree_ok_status());
  return xl_from_status(iree_hal_device_transfer_d2h(
      device, iree_hal_buffer_view_buffer(view), 0, dst, length,
      IREE_HAL_TRANSFER_BUFFER_FLAG_DEFAULT, iree_infinite_timeout()));
}

void xl_buffer_view_release(iree_hal_buffer_view_t* view) {
  iree_hal_buffer_view_release(view);
}

void xl_buffer_view_describe(iree_hal_buffer_view_t* view, int64_t* out_shape,
                             size_t capacity, size_t* out_rank,
                             uint32_t* out_element_type,
                             size_t* out_byte_length) {
  size_t rank = iree_hal_buffer_view_shape_rank(view);
  const iree_hal_dim_t* dims = iree_hal_buffer_view_shape_dims(view);
  for (size_t i = 0; i < rank && i < capacity; ++i) {
    out_shape[i] = (int64_t)dims[i];
  }
  *out_rank = rank;
  *out_element_type = iree_hal_buffer_view_element_type(view);
  iree_device_size_t size = 0;
  iree_status_t status = xl_dense_size(rank, dims, *out_element_type, &size);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);  // opaque: the view's own figure
    size = iree_hal_buffer_view_byte_length(view);
  }
  *out_byte_length = (size_t)size;
}
