//go:build iree

// A thin C layer between Go and IREE's runtime C API.
//
// It exists because much of that API is inline functions, macros and
// status objects that Go cannot use directly. Every fallible call returns an
// xl_status whose message (if any) is a malloc'd copy of IREE's status text,
// freed by the caller with free(). Nothing here keeps a pointer it was given
// past the call, so Go memory passed in is only borrowed.

#ifndef XLACHAT_IREE_SHIM_H_
#define XLACHAT_IREE_SHIM_H_

#include <stddef.h>
#include <stdint.h>

#include "iree/hal/api.h"
#include "iree/runtime/api.h"

typedef struct xl_status {
  int code;       // iree_status_code_t; 0 is OK
  char* message;  // NULL when OK; else malloc'd, caller frees
} xl_status;

// Counts the allocations live through the host allocator of the instances
// created with it (and of everything created from them), so tests can see
// that releasing, explicitly or from a Go cleanup, frees all of it.
typedef struct xl_counter xl_counter;
xl_counter* xl_counter_new(void);  // NULL when out of memory
void xl_counter_free(xl_counter* counter);
int64_t xl_counter_live(xl_counter* counter);

// Instances own the HAL driver registry. counter may be NULL; if not, it
// must outlive the instance and everything created from it.
xl_status xl_instance_create(xl_counter* counter,
                             iree_runtime_instance_t** out_instance);
void xl_instance_release(iree_runtime_instance_t* instance);
// Sets *out_names to the linked drivers' names, one per line (malloc'd).
xl_status xl_instance_drivers(iree_runtime_instance_t* instance,
                              char** out_names);

// Creates a device from a URI such as "local-task" or "cuda://0" whose
// first driver_length bytes name the driver.
xl_status xl_device_create(iree_runtime_instance_t* instance, const char* uri,
                           size_t uri_length, size_t driver_length,
                           iree_hal_device_t** out_device);
void xl_device_retain(iree_hal_device_t* device);
void xl_device_release(iree_hal_device_t* device);

xl_status xl_session_create(iree_runtime_instance_t* instance,
                            iree_hal_device_t* device,
                            iree_runtime_session_t** out_session);
void xl_session_release(iree_runtime_session_t* session);
// Copies a vmfb into aligned memory the session owns and appends it.
xl_status xl_session_load(iree_runtime_session_t* session, const void* data,
                          size_t length);

// Calls are heap-allocated iree_runtime_call_t, reusable via reset.
xl_status xl_call_create(iree_runtime_session_t* session, const char* name,
                         size_t name_length, iree_runtime_call_t** out_call);
void xl_call_release(iree_runtime_call_t* call);
void xl_call_reset(iree_runtime_call_t* call);
xl_status xl_call_push_i32(iree_runtime_call_t* call, int32_t value);
xl_status xl_call_push_buffer_view(iree_runtime_call_t* call,
                                   iree_hal_buffer_view_t* view);
xl_status xl_call_invoke(iree_runtime_call_t* call);
// The device of the call's session, not retained.
iree_hal_device_t* xl_call_device(iree_runtime_call_t* call);
size_t xl_call_output_count(iree_runtime_call_t* call);
xl_status xl_call_output_i32(iree_runtime_call_t* call, size_t index,
                             int32_t* out_value);
// Returns a retained reference the caller must release.
xl_status xl_call_output_buffer_view(iree_runtime_call_t* call, size_t index,
                                     iree_hal_buffer_view_t** out_view);

// Allocates a device-local buffer view holding a copy of data; data may be
// NULL to zero-fill. shape has rank entries.
xl_status xl_buffer_view_upload(iree_hal_device_t* device,
                                const int64_t* shape, size_t rank,
                                uint32_t element_type, const void* data,
                                size_t length,
                                iree_hal_buffer_view_t** out_view);
// Copies the view's contents to dst, which must hold exactly its bytes.
xl_status xl_buffer_view_read(iree_hal_device_t* device,
                              iree_hal_buffer_view_t* view, void* dst,
                              size_t length);
void xl_buffer_view_release(iree_hal_buffer_view_t* view);
// Copies up to capacity dims into out_shape and sets the rank, element
// type and size in bytes.
void xl_buffer_view_describe(iree_hal_buffer_view_t* view, int64_t* out_shape,
                             size_t capacity, size_t* out_rank,
                             uint32_t* out_element_type,
                             size_t* out_byte_length);

#endif  // XLACHAT_IREE_SHIM_H_
