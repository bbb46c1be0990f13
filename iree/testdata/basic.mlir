// Test module for the xlachat IREE binding, compiled by iree-compile: the
// twin of basic.vmasm, with the same functions and results, so the tests
// assert the same things of either. Tensors and buffer views cross the
// ABI as HAL buffer views, i32 as i32.
module @basic {
  // add returns a + b.
  func.func @add(%a: i32, %b: i32) -> i32 {
    %sum = arith.addi %a, %b : i32
    return %sum : i32
  }

  // swap returns its two tensors in the other order.
  func.func @swap(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<i32>, tensor<2xf32>) {
    return %b, %a : tensor<i32>, tensor<2xf32>
  }

  // describe returns the view unchanged with its element type and rank,
  // as the runtime's HAL module sees them, plus n + 1.
  func.func @describe(%n: i32, %view: !hal.buffer_view) -> (!hal.buffer_view, i32, i32, i32) {
    %type = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
    %rank = hal.buffer_view.rank<%view : !hal.buffer_view> : index
    %rank32 = arith.index_cast %rank : index to i32
    %one = arith.constant 1 : i32
    %next = arith.addi %n, %one : i32
    return %view, %type, %rank32, %next : !hal.buffer_view, i32, i32, i32
  }

  // fail always fails with a message.
  func.func @fail() {
    %code = arith.constant 9 : i32
    util.status.check_ok %code, "xlachat test failure"
    return
  }
}
