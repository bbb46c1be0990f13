module @decode_step_logits {
  func.func public @main(%arg0: tensor<128256x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<2048x2048xbf16>, %arg3: tensor<512x2048xbf16>, %arg4: tensor<512x2048xbf16>, %arg5: tensor<2048x2048xbf16>, %arg6: tensor<2048xbf16>, %arg7: tensor<8192x2048xbf16>, %arg8: tensor<8192x2048xbf16>, %arg9: tensor<2048x8192xbf16>, %arg10: tensor<2048xbf16>, %arg11: tensor<2048x2048xbf16>, %arg12: tensor<512x2048xbf16>, %arg13: tensor<512x2048xbf16>, %arg14: tensor<2048x2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<8192x2048xbf16>, %arg17: tensor<8192x2048xbf16>, %arg18: tensor<2048x8192xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<512x2048xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<2048x2048xbf16>, %arg24: tensor<2048xbf16>, %arg25: tensor<8192x2048xbf16>, %arg26: tensor<8192x2048xbf16>, %arg27: tensor<2048x8192xbf16>, %arg28: tensor<2048xbf16>, %arg29: tensor<2048x2048xbf16>, %arg30: tensor<512x2048xbf16>, %arg31: tensor<512x2048xbf16>, %arg32: tensor<2048x2048xbf16>, %arg33: tensor<2048xbf16>, %arg34: tensor<8192x2048xbf16>, %arg35: tensor<8192x2048xbf16>, %arg36: tensor<2048x8192xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<2048x2048xbf16>, %arg39: tensor<512x2048xbf16>, %arg40: tensor<512x2048xbf16>, %arg41: tensor<2048x2048xbf16>, %arg42: tensor<2048xbf16>, %arg43: tensor<8192x2048xbf16>, %arg44: tensor<8192x2048xbf16>, %arg45: tensor<2048x8192xbf16>, %arg46: tensor<2048xbf16>, %arg47: tensor<2048x2048xbf16>, %arg48: tensor<512x2048xbf16>, %arg49: tensor<512x2048xbf16>, %arg50: tensor<2048x2048xbf16>, %arg51: tensor<2048xbf16>, %arg52: tensor<8192x2048xbf16>, %arg53: tensor<8192x2048xbf16>, %arg54: tensor<2048x8192xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048x2048xbf16>, %arg57: tensor<512x2048xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<2048x2048xbf16>, %arg60: tensor<2048xbf16>, %arg61: tensor<8192x2048xbf16>, %arg62: tensor<8192x2048xbf16>, %arg63: tensor<2048x8192xbf16>, %arg64: tensor<2048xbf16>, %arg65: tensor<2048x2048xbf16>, %arg66: tensor<512x2048xbf16>, %arg67: tensor<512x2048xbf16>, %arg68: tensor<2048x2048xbf16>, %arg69: tensor<2048xbf16>, %arg70: tensor<8192x2048xbf16>, %arg71: tensor<8192x2048xbf16>, %arg72: tensor<2048x8192xbf16>, %arg73: tensor<2048xbf16>, %arg74: tensor<2048x2048xbf16>, %arg75: tensor<512x2048xbf16>, %arg76: tensor<512x2048xbf16>, %arg77: tensor<2048x2048xbf16>, %arg78: tensor<2048xbf16>, %arg79: tensor<8192x2048xbf16>, %arg80: tensor<8192x2048xbf16>, %arg81: tensor<2048x8192xbf16>, %arg82: tensor<2048xbf16>, %arg83: tensor<2048x2048xbf16>, %arg84: tensor<512x2048xbf16>, %arg85: tensor<512x2048xbf16>, %arg86: tensor<2048x2048xbf16>, %arg87: tensor<2048xbf16>, %arg88: tensor<8192x2048xbf16>, %arg89: tensor<8192x2048xbf16>, %arg90: tensor<2048x8192xbf16>, %arg91: tensor<2048xbf16>, %arg92: tensor<2048x2048xbf16>, %arg93: tensor<512x2048xbf16>, %arg94: tensor<512x2048xbf16>, %arg95: tensor<2048x2048xbf16>, %arg96: tensor<2048xbf16>, %arg97: tensor<8192x2048xbf16>, %arg98: tensor<8192x2048xbf16>, %arg99: tensor<2048x8192xbf16>, %arg100: tensor<2048xbf16>, %arg101: tensor<2048x2048xbf16>, %arg102: tensor<512x2048xbf16>, %arg103: tensor<512x2048xbf16>, %arg104: tensor<2048x2048xbf16>, %arg105: tensor<2048xbf16>, %arg106: tensor<8192x2048xbf16>, %arg107: tensor<8192x2048xbf16>, %arg108: tensor<2048x8192xbf16>, %arg109: tensor<2048xbf16>, %arg110: tensor<2048x2048xbf16>, %arg111: tensor<512x2048xbf16>, %arg112: tensor<512x2048xbf16>, %arg113: tensor<2048x2048xbf16>, %arg114: tensor<2048xbf16>, %arg115: tensor<8192x2048xbf16>, %arg116: tensor<8192x2048xbf16>, %arg117: tensor<2048x8192xbf16>, %arg118: tensor<2048xbf16>, %arg119: tensor<2048x2048xbf16>, %arg120: tensor<512x2048xbf16>, %arg121: tensor<512x2048xbf16>, %arg122: tensor<2048x2048xbf16>, %arg123: tensor<2048xbf16>, %arg124: tensor<8192x2048xbf16>, %arg125: tensor<8192x2048xbf16>, %arg126: tensor<2048x8192xbf16>, %arg127: tensor<2048xbf16>, %arg128: tensor<2048x2048xbf16>, %arg129: tensor<512x2048xbf16>, %arg130: tensor<512x2048xbf16>, %arg131: tensor<2048x2048xbf16>, %arg132: tensor<2048xbf16>, %arg133: tensor<8192x2048xbf16>, %arg134: tensor<8192x2048xbf16>, %arg135: tensor<2048x8192xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048x2048xbf16>, %arg138: tensor<512x2048xbf16>, %arg139: tensor<512x2048xbf16>, %arg140: tensor<2048x2048xbf16>, %arg141: tensor<2048xbf16>, %arg142: tensor<8192x2048xbf16>, %arg143: tensor<8192x2048xbf16>, %arg144: tensor<2048x8192xbf16>, %arg145: tensor<2048xbf16>, %arg146: tensor<i32>, %arg147: tensor<i32>, %arg148: tensor<2048x8x64xf32>, %arg149: tensor<2048x8x64xf32>, %arg150: tensor<2048x8x64xf32>, %arg151: tensor<2048x8x64xf32>, %arg152: tensor<2048x8x64xf32>, %arg153: tensor<2048x8x64xf32>, %arg154: tensor<2048x8x64xf32>, %arg155: tensor<2048x8x64xf32>, %arg156: tensor<2048x8x64xf32>, %arg157: tensor<2048x8x64xf32>, %arg158: tensor<2048x8x64xf32>, %arg159: tensor<2048x8x64xf32>, %arg160: tensor<2048x8x64xf32>, %arg161: tensor<2048x8x64xf32>, %arg162: tensor<2048x8x64xf32>, %arg163: tensor<2048x8x64xf32>, %arg164: tensor<2048x8x64xf32>, %arg165: tensor<2048x8x64xf32>, %arg166: tensor<2048x8x64xf32>, %arg167: tensor<2048x8x64xf32>, %arg168: tensor<2048x8x64xf32>, %arg169: tensor<2048x8x64xf32>, %arg170: tensor<2048x8x64xf32>, %arg171: tensor<2048x8x64xf32>, %arg172: tensor<2048x8x64xf32>, %arg173: tensor<2048x8x64xf32>, %arg174: tensor<2048x8x64xf32>, %arg175: tensor<2048x8x64xf32>, %arg176: tensor<2048x8x64xf32>, %arg177: tensor<2048x8x64xf32>, %arg178: tensor<2048x8x64xf32>, %arg179: tensor<2048x8x64xf32>) -> (tensor<128256xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) {
    %0 = "stablehlo.reshape"(%arg146) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2048>} : (tensor<128256x2048xbf16>, tensor<1x1xi32>) -> tensor<1x2048xbf16>
    %3 = "stablehlo.convert"(%2) : (tensor<1x2048xbf16>) -> tensor<1x2048xf32>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %5 = "stablehlo.broadcast_in_dim"(%arg147) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = "stablehlo.convert"(%6) : (tensor<1xi32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %9 = "stablehlo.constant"() {value = dense<[1.0e+00, 6.636013e-01, 4.4036663e-01, 2.9222783e-01, 1.9392276e-01, 1.2868738e-01, 8.53971e-02, 5.666962e-02, 3.760603e-02, 2.4955409e-02, 1.656044e-02, 1.0989529e-02, 7.292665e-03, 4.8394212e-03, 3.211446e-03, 1.290548e-03, 4.295567e-04, 9.708286e-05, 1.9461639e-05, 1.29147675e-05, 8.570256e-06, 5.6872323e-06, 3.7740544e-06, 2.5044671e-06, 1.6619674e-06, 1.1028836e-06, 7.3187493e-07, 4.856731e-07, 3.222933e-07, 2.1387423e-07, 1.419272e-07, 9.4183065e-08]> : tensor<32xf32>} : () -> tensor<32xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %12 = "stablehlo.cosine"(%11) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %13 = "stablehlo.sine"(%11) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x32x32xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x32x32xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x8x32xf32>
    %17 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x8x32xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2048xi32>
    %19 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x2048xi32>
    %20 = "stablehlo.compare"(%18, %19) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x2048xi1>) -> tensor<8x1x4x2048xi1>
    %22 = "stablehlo.multiply"(%3, %3) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %23 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%25: tensor<f32>, %26: tensor<f32>):
      %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %28 = "stablehlo.constant"() {value = dense<2.048e+03> : tensor<1xf32>} : () -> tensor<1xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %30 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<1xf32>) -> tensor<1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %34 = "stablehlo.multiply"(%3, %33) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %35 = "stablehlo.convert"(%arg1) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %37 = "stablehlo.multiply"(%36, %34) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %38 = "stablehlo.convert"(%arg3) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %39 = "stablehlo.dot_general"(%37, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %41 = "stablehlo.convert"(%arg4) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %42 = "stablehlo.dot_general"(%37, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %44 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %45 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %46 = "stablehlo.multiply"(%44, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %47 = "stablehlo.multiply"(%45, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %48 = "stablehlo.subtract"(%46, %47) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %49 = "stablehlo.multiply"(%45, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %50 = "stablehlo.multiply"(%44, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %52 = "stablehlo.concatenate"(%48, %51) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %54 = "stablehlo.dynamic_update_slice"(%arg148, %52, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %55 = "stablehlo.dynamic_update_slice"(%arg149, %43, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %56 = "stablehlo.convert"(%arg2) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %57 = "stablehlo.dot_general"(%37, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %59 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %60 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %61 = "stablehlo.multiply"(%59, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %62 = "stablehlo.multiply"(%60, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %63 = "stablehlo.subtract"(%61, %62) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %64 = "stablehlo.multiply"(%60, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %65 = "stablehlo.multiply"(%59, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %67 = "stablehlo.concatenate"(%63, %66) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %69 = "stablehlo.dot_general"(%68, %54) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %70 = "stablehlo.constant"() {value = dense<1.25e-01> : tensor<8x1x4x2048xf32>} : () -> tensor<8x1x4x2048xf32>
    %71 = "stablehlo.multiply"(%69, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %72 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<8x1x4x2048xf32>} : () -> tensor<8x1x4x2048xf32>
    %73 = "stablehlo.select"(%21, %71, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %74 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%76: tensor<f32>, %77: tensor<f32>):
      %78 = "stablehlo.maximum"(%76, %77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%78) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %79 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %80 = "stablehlo.subtract"(%73, %79) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %81 = "stablehlo.exponential"(%80) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %82 = "stablehlo.reduce"(%81, %23) ({
    ^bb0(%83: tensor<f32>, %84: tensor<f32>):
      %85 = "stablehlo.add"(%83, %84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%85) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %87 = "stablehlo.divide"(%81, %86) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %88 = "stablehlo.dot_general"(%87, %55) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %89 = "stablehlo.transpose"(%88) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %91 = "stablehlo.convert"(%arg5) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %92 = "stablehlo.dot_general"(%90, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %93 = "stablehlo.add"(%3, %92) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %94 = "stablehlo.multiply"(%93, %93) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %95 = "stablehlo.reduce"(%94, %23) ({
    ^bb0(%96: tensor<f32>, %97: tensor<f32>):
      %98 = "stablehlo.add"(%96, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %99 = "stablehlo.divide"(%95, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %100 = "stablehlo.add"(%99, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %101 = "stablehlo.rsqrt"(%100) : (tensor<1xf32>) -> tensor<1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %103 = "stablehlo.multiply"(%93, %102) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %104 = "stablehlo.convert"(%arg6) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %107 = "stablehlo.convert"(%arg7) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %108 = "stablehlo.dot_general"(%106, %107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %109 = "stablehlo.convert"(%arg8) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %110 = "stablehlo.dot_general"(%106, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %111 = "stablehlo.logistic"(%108) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %114 = "stablehlo.convert"(%arg9) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %115 = "stablehlo.dot_general"(%113, %114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %116 = "stablehlo.add"(%93, %115) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %117 = "stablehlo.multiply"(%116, %116) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %118 = "stablehlo.reduce"(%117, %23) ({
    ^bb0(%119: tensor<f32>, %120: tensor<f32>):
      %121 = "stablehlo.add"(%119, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %122 = "stablehlo.divide"(%118, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %123 = "stablehlo.add"(%122, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %124 = "stablehlo.rsqrt"(%123) : (tensor<1xf32>) -> tensor<1xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %126 = "stablehlo.multiply"(%116, %125) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %127 = "stablehlo.convert"(%arg10) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %129 = "stablehlo.multiply"(%128, %126) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %130 = "stablehlo.convert"(%arg12) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %131 = "stablehlo.dot_general"(%129, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %133 = "stablehlo.convert"(%arg13) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %134 = "stablehlo.dot_general"(%129, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %136 = "stablehlo.slice"(%132) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %137 = "stablehlo.slice"(%132) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %138 = "stablehlo.multiply"(%136, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %139 = "stablehlo.multiply"(%137, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %140 = "stablehlo.subtract"(%138, %139) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %141 = "stablehlo.multiply"(%137, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %142 = "stablehlo.multiply"(%136, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %143 = "stablehlo.add"(%141, %142) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %144 = "stablehlo.concatenate"(%140, %143) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %145 = "stablehlo.dynamic_update_slice"(%arg150, %144, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %146 = "stablehlo.dynamic_update_slice"(%arg151, %135, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %147 = "stablehlo.convert"(%arg11) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %148 = "stablehlo.dot_general"(%129, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %150 = "stablehlo.slice"(%149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %151 = "stablehlo.slice"(%149) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %152 = "stablehlo.multiply"(%150, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %153 = "stablehlo.multiply"(%151, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %154 = "stablehlo.subtract"(%152, %153) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %155 = "stablehlo.multiply"(%151, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %156 = "stablehlo.multiply"(%150, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %157 = "stablehlo.add"(%155, %156) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %158 = "stablehlo.concatenate"(%154, %157) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %160 = "stablehlo.dot_general"(%159, %145) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %161 = "stablehlo.multiply"(%160, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %162 = "stablehlo.select"(%21, %161, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %163 = "stablehlo.reduce"(%162, %74) ({
    ^bb0(%164: tensor<f32>, %165: tensor<f32>):
      %166 = "stablehlo.maximum"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%166) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %167 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %168 = "stablehlo.subtract"(%162, %167) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %169 = "stablehlo.exponential"(%168) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %170 = "stablehlo.reduce"(%169, %23) ({
    ^bb0(%171: tensor<f32>, %172: tensor<f32>):
      %173 = "stablehlo.add"(%171, %172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%173) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %174 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %175 = "stablehlo.divide"(%169, %174) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %176 = "stablehlo.dot_general"(%175, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %177 = "stablehlo.transpose"(%176) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %179 = "stablehlo.convert"(%arg14) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %180 = "stablehlo.dot_general"(%178, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %181 = "stablehlo.add"(%116, %180) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %182 = "stablehlo.multiply"(%181, %181) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %183 = "stablehlo.reduce"(%182, %23) ({
    ^bb0(%184: tensor<f32>, %185: tensor<f32>):
      %186 = "stablehlo.add"(%184, %185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %187 = "stablehlo.divide"(%183, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %188 = "stablehlo.add"(%187, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %189 = "stablehlo.rsqrt"(%188) : (tensor<1xf32>) -> tensor<1xf32>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %191 = "stablehlo.multiply"(%181, %190) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %192 = "stablehlo.convert"(%arg15) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %194 = "stablehlo.multiply"(%193, %191) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %195 = "stablehlo.convert"(%arg16) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %196 = "stablehlo.dot_general"(%194, %195) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %197 = "stablehlo.convert"(%arg17) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %198 = "stablehlo.dot_general"(%194, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %199 = "stablehlo.logistic"(%196) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %200 = "stablehlo.multiply"(%196, %199) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %201 = "stablehlo.multiply"(%200, %198) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %202 = "stablehlo.convert"(%arg18) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %203 = "stablehlo.dot_general"(%201, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %204 = "stablehlo.add"(%181, %203) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %205 = "stablehlo.multiply"(%204, %204) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %206 = "stablehlo.reduce"(%205, %23) ({
    ^bb0(%207: tensor<f32>, %208: tensor<f32>):
      %209 = "stablehlo.add"(%207, %208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%209) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %210 = "stablehlo.divide"(%206, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %211 = "stablehlo.add"(%210, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %212 = "stablehlo.rsqrt"(%211) : (tensor<1xf32>) -> tensor<1xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %214 = "stablehlo.multiply"(%204, %213) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %215 = "stablehlo.convert"(%arg19) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %217 = "stablehlo.multiply"(%216, %214) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %218 = "stablehlo.convert"(%arg21) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %219 = "stablehlo.dot_general"(%217, %218) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %221 = "stablehlo.convert"(%arg22) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %222 = "stablehlo.dot_general"(%217, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %223 = "stablehlo.reshape"(%222) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %224 = "stablehlo.slice"(%220) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %225 = "stablehlo.slice"(%220) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %226 = "stablehlo.multiply"(%224, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %227 = "stablehlo.multiply"(%225, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %228 = "stablehlo.subtract"(%226, %227) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %229 = "stablehlo.multiply"(%225, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %230 = "stablehlo.multiply"(%224, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %232 = "stablehlo.concatenate"(%228, %231) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %233 = "stablehlo.dynamic_update_slice"(%arg152, %232, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %234 = "stablehlo.dynamic_update_slice"(%arg153, %223, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %235 = "stablehlo.convert"(%arg20) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %236 = "stablehlo.dot_general"(%217, %235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %238 = "stablehlo.slice"(%237) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %239 = "stablehlo.slice"(%237) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %240 = "stablehlo.multiply"(%238, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %241 = "stablehlo.multiply"(%239, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %242 = "stablehlo.subtract"(%240, %241) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %243 = "stablehlo.multiply"(%239, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %244 = "stablehlo.multiply"(%238, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %245 = "stablehlo.add"(%243, %244) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %246 = "stablehlo.concatenate"(%242, %245) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %247 = "stablehlo.reshape"(%246) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %248 = "stablehlo.dot_general"(%247, %233) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %249 = "stablehlo.multiply"(%248, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %250 = "stablehlo.select"(%21, %249, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %251 = "stablehlo.reduce"(%250, %74) ({
    ^bb0(%252: tensor<f32>, %253: tensor<f32>):
      %254 = "stablehlo.maximum"(%252, %253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %255 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %256 = "stablehlo.subtract"(%250, %255) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %257 = "stablehlo.exponential"(%256) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %258 = "stablehlo.reduce"(%257, %23) ({
    ^bb0(%259: tensor<f32>, %260: tensor<f32>):
      %261 = "stablehlo.add"(%259, %260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %262 = "stablehlo.broadcast_in_dim"(%258) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %263 = "stablehlo.divide"(%257, %262) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %264 = "stablehlo.dot_general"(%263, %234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %265 = "stablehlo.transpose"(%264) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %267 = "stablehlo.convert"(%arg23) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %268 = "stablehlo.dot_general"(%266, %267) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %269 = "stablehlo.add"(%204, %268) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %270 = "stablehlo.multiply"(%269, %269) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %271 = "stablehlo.reduce"(%270, %23) ({
    ^bb0(%272: tensor<f32>, %273: tensor<f32>):
      %274 = "stablehlo.add"(%272, %273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%274) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %275 = "stablehlo.divide"(%271, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %276 = "stablehlo.add"(%275, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %277 = "stablehlo.rsqrt"(%276) : (tensor<1xf32>) -> tensor<1xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %279 = "stablehlo.multiply"(%269, %278) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %280 = "stablehlo.convert"(%arg24) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %282 = "stablehlo.multiply"(%281, %279) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %283 = "stablehlo.convert"(%arg25) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %284 = "stablehlo.dot_general"(%282, %283) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %285 = "stablehlo.convert"(%arg26) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %286 = "stablehlo.dot_general"(%282, %285) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %287 = "stablehlo.logistic"(%284) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %288 = "stablehlo.multiply"(%284, %287) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %289 = "stablehlo.multiply"(%288, %286) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %290 = "stablehlo.convert"(%arg27) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %291 = "stablehlo.dot_general"(%289, %290) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %292 = "stablehlo.add"(%269, %291) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %293 = "stablehlo.multiply"(%292, %292) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %294 = "stablehlo.reduce"(%293, %23) ({
    ^bb0(%295: tensor<f32>, %296: tensor<f32>):
      %297 = "stablehlo.add"(%295, %296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%297) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %298 = "stablehlo.divide"(%294, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %299 = "stablehlo.add"(%298, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %300 = "stablehlo.rsqrt"(%299) : (tensor<1xf32>) -> tensor<1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %302 = "stablehlo.multiply"(%292, %301) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %303 = "stablehlo.convert"(%arg28) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %305 = "stablehlo.multiply"(%304, %302) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %306 = "stablehlo.convert"(%arg30) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %307 = "stablehlo.dot_general"(%305, %306) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %309 = "stablehlo.convert"(%arg31) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %310 = "stablehlo.dot_general"(%305, %309) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %312 = "stablehlo.slice"(%308) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %313 = "stablehlo.slice"(%308) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %314 = "stablehlo.multiply"(%312, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %315 = "stablehlo.multiply"(%313, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %316 = "stablehlo.subtract"(%314, %315) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %317 = "stablehlo.multiply"(%313, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %318 = "stablehlo.multiply"(%312, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %319 = "stablehlo.add"(%317, %318) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %320 = "stablehlo.concatenate"(%316, %319) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %321 = "stablehlo.dynamic_update_slice"(%arg154, %320, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %322 = "stablehlo.dynamic_update_slice"(%arg155, %311, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %323 = "stablehlo.convert"(%arg29) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %324 = "stablehlo.dot_general"(%305, %323) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %326 = "stablehlo.slice"(%325) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %327 = "stablehlo.slice"(%325) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %328 = "stablehlo.multiply"(%326, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %329 = "stablehlo.multiply"(%327, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %330 = "stablehlo.subtract"(%328, %329) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %331 = "stablehlo.multiply"(%327, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %332 = "stablehlo.multiply"(%326, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %333 = "stablehlo.add"(%331, %332) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %334 = "stablehlo.concatenate"(%330, %333) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %336 = "stablehlo.dot_general"(%335, %321) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %337 = "stablehlo.multiply"(%336, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %338 = "stablehlo.select"(%21, %337, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %339 = "stablehlo.reduce"(%338, %74) ({
    ^bb0(%340: tensor<f32>, %341: tensor<f32>):
      %342 = "stablehlo.maximum"(%340, %341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%342) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %343 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %344 = "stablehlo.subtract"(%338, %343) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %345 = "stablehlo.exponential"(%344) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %346 = "stablehlo.reduce"(%345, %23) ({
    ^bb0(%347: tensor<f32>, %348: tensor<f32>):
      %349 = "stablehlo.add"(%347, %348) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%349) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %350 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %351 = "stablehlo.divide"(%345, %350) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %352 = "stablehlo.dot_general"(%351, %322) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %353 = "stablehlo.transpose"(%352) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %354 = "stablehlo.reshape"(%353) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %355 = "stablehlo.convert"(%arg32) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %356 = "stablehlo.dot_general"(%354, %355) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %357 = "stablehlo.add"(%292, %356) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %358 = "stablehlo.multiply"(%357, %357) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %359 = "stablehlo.reduce"(%358, %23) ({
    ^bb0(%360: tensor<f32>, %361: tensor<f32>):
      %362 = "stablehlo.add"(%360, %361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%362) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %363 = "stablehlo.divide"(%359, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %364 = "stablehlo.add"(%363, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %365 = "stablehlo.rsqrt"(%364) : (tensor<1xf32>) -> tensor<1xf32>
    %366 = "stablehlo.broadcast_in_dim"(%365) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %367 = "stablehlo.multiply"(%357, %366) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %368 = "stablehlo.convert"(%arg33) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %370 = "stablehlo.multiply"(%369, %367) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %371 = "stablehlo.convert"(%arg34) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %372 = "stablehlo.dot_general"(%370, %371) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %373 = "stablehlo.convert"(%arg35) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %374 = "stablehlo.dot_general"(%370, %373) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %375 = "stablehlo.logistic"(%372) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %376 = "stablehlo.multiply"(%372, %375) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %377 = "stablehlo.multiply"(%376, %374) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %378 = "stablehlo.convert"(%arg36) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %379 = "stablehlo.dot_general"(%377, %378) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %380 = "stablehlo.add"(%357, %379) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %381 = "stablehlo.multiply"(%380, %380) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %382 = "stablehlo.reduce"(%381, %23) ({
    ^bb0(%383: tensor<f32>, %384: tensor<f32>):
      %385 = "stablehlo.add"(%383, %384) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%385) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %386 = "stablehlo.divide"(%382, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %387 = "stablehlo.add"(%386, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %388 = "stablehlo.rsqrt"(%387) : (tensor<1xf32>) -> tensor<1xf32>
    %389 = "stablehlo.broadcast_in_dim"(%388) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %390 = "stablehlo.multiply"(%380, %389) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %391 = "stablehlo.convert"(%arg37) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %392 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %393 = "stablehlo.multiply"(%392, %390) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %394 = "stablehlo.convert"(%arg39) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %395 = "stablehlo.dot_general"(%393, %394) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %396 = "stablehlo.reshape"(%395) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %397 = "stablehlo.convert"(%arg40) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %398 = "stablehlo.dot_general"(%393, %397) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %400 = "stablehlo.slice"(%396) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %401 = "stablehlo.slice"(%396) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %402 = "stablehlo.multiply"(%400, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %403 = "stablehlo.multiply"(%401, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %404 = "stablehlo.subtract"(%402, %403) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %405 = "stablehlo.multiply"(%401, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %406 = "stablehlo.multiply"(%400, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %407 = "stablehlo.add"(%405, %406) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %408 = "stablehlo.concatenate"(%404, %407) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %409 = "stablehlo.dynamic_update_slice"(%arg156, %408, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %410 = "stablehlo.dynamic_update_slice"(%arg157, %399, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %411 = "stablehlo.convert"(%arg38) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %412 = "stablehlo.dot_general"(%393, %411) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %413 = "stablehlo.reshape"(%412) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %414 = "stablehlo.slice"(%413) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %415 = "stablehlo.slice"(%413) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %416 = "stablehlo.multiply"(%414, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %417 = "stablehlo.multiply"(%415, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %418 = "stablehlo.subtract"(%416, %417) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %419 = "stablehlo.multiply"(%415, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %420 = "stablehlo.multiply"(%414, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %421 = "stablehlo.add"(%419, %420) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %422 = "stablehlo.concatenate"(%418, %421) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %423 = "stablehlo.reshape"(%422) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %424 = "stablehlo.dot_general"(%423, %409) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %425 = "stablehlo.multiply"(%424, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %426 = "stablehlo.select"(%21, %425, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %427 = "stablehlo.reduce"(%426, %74) ({
    ^bb0(%428: tensor<f32>, %429: tensor<f32>):
      %430 = "stablehlo.maximum"(%428, %429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%430) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %431 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %432 = "stablehlo.subtract"(%426, %431) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %433 = "stablehlo.exponential"(%432) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %434 = "stablehlo.reduce"(%433, %23) ({
    ^bb0(%435: tensor<f32>, %436: tensor<f32>):
      %437 = "stablehlo.add"(%435, %436) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%437) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %438 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %439 = "stablehlo.divide"(%433, %438) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %440 = "stablehlo.dot_general"(%439, %410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %441 = "stablehlo.transpose"(%440) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %443 = "stablehlo.convert"(%arg41) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %444 = "stablehlo.dot_general"(%442, %443) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %445 = "stablehlo.add"(%380, %444) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %446 = "stablehlo.multiply"(%445, %445) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %447 = "stablehlo.reduce"(%446, %23) ({
    ^bb0(%448: tensor<f32>, %449: tensor<f32>):
      %450 = "stablehlo.add"(%448, %449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%450) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %451 = "stablehlo.divide"(%447, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %452 = "stablehlo.add"(%451, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %453 = "stablehlo.rsqrt"(%452) : (tensor<1xf32>) -> tensor<1xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %455 = "stablehlo.multiply"(%445, %454) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %456 = "stablehlo.convert"(%arg42) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %457 = "stablehlo.broadcast_in_dim"(%456) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %458 = "stablehlo.multiply"(%457, %455) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %459 = "stablehlo.convert"(%arg43) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %460 = "stablehlo.dot_general"(%458, %459) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %461 = "stablehlo.convert"(%arg44) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %462 = "stablehlo.dot_general"(%458, %461) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %463 = "stablehlo.logistic"(%460) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %464 = "stablehlo.multiply"(%460, %463) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %465 = "stablehlo.multiply"(%464, %462) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %466 = "stablehlo.convert"(%arg45) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %467 = "stablehlo.dot_general"(%465, %466) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %468 = "stablehlo.add"(%445, %467) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %469 = "stablehlo.multiply"(%468, %468) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %470 = "stablehlo.reduce"(%469, %23) ({
    ^bb0(%471: tensor<f32>, %472: tensor<f32>):
      %473 = "stablehlo.add"(%471, %472) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%473) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %474 = "stablehlo.divide"(%470, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %475 = "stablehlo.add"(%474, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %476 = "stablehlo.rsqrt"(%475) : (tensor<1xf32>) -> tensor<1xf32>
    %477 = "stablehlo.broadcast_in_dim"(%476) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %478 = "stablehlo.multiply"(%468, %477) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %479 = "stablehlo.convert"(%arg46) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %480 = "stablehlo.broadcast_in_dim"(%479) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %481 = "stablehlo.multiply"(%480, %478) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %482 = "stablehlo.convert"(%arg48) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %483 = "stablehlo.dot_general"(%481, %482) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %484 = "stablehlo.reshape"(%483) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %485 = "stablehlo.convert"(%arg49) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %486 = "stablehlo.dot_general"(%481, %485) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %487 = "stablehlo.reshape"(%486) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %488 = "stablehlo.slice"(%484) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %489 = "stablehlo.slice"(%484) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %490 = "stablehlo.multiply"(%488, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %491 = "stablehlo.multiply"(%489, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %492 = "stablehlo.subtract"(%490, %491) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %493 = "stablehlo.multiply"(%489, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %494 = "stablehlo.multiply"(%488, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %495 = "stablehlo.add"(%493, %494) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %496 = "stablehlo.concatenate"(%492, %495) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %497 = "stablehlo.dynamic_update_slice"(%arg158, %496, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %498 = "stablehlo.dynamic_update_slice"(%arg159, %487, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %499 = "stablehlo.convert"(%arg47) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %500 = "stablehlo.dot_general"(%481, %499) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %501 = "stablehlo.reshape"(%500) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %502 = "stablehlo.slice"(%501) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %503 = "stablehlo.slice"(%501) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %504 = "stablehlo.multiply"(%502, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %505 = "stablehlo.multiply"(%503, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %506 = "stablehlo.subtract"(%504, %505) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %507 = "stablehlo.multiply"(%503, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %508 = "stablehlo.multiply"(%502, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %509 = "stablehlo.add"(%507, %508) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %510 = "stablehlo.concatenate"(%506, %509) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %511 = "stablehlo.reshape"(%510) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %512 = "stablehlo.dot_general"(%511, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %513 = "stablehlo.multiply"(%512, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %514 = "stablehlo.select"(%21, %513, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %515 = "stablehlo.reduce"(%514, %74) ({
    ^bb0(%516: tensor<f32>, %517: tensor<f32>):
      %518 = "stablehlo.maximum"(%516, %517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%518) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %519 = "stablehlo.broadcast_in_dim"(%515) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %520 = "stablehlo.subtract"(%514, %519) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %521 = "stablehlo.exponential"(%520) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %522 = "stablehlo.reduce"(%521, %23) ({
    ^bb0(%523: tensor<f32>, %524: tensor<f32>):
      %525 = "stablehlo.add"(%523, %524) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%525) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %526 = "stablehlo.broadcast_in_dim"(%522) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %527 = "stablehlo.divide"(%521, %526) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %528 = "stablehlo.dot_general"(%527, %498) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %529 = "stablehlo.transpose"(%528) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %531 = "stablehlo.convert"(%arg50) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %532 = "stablehlo.dot_general"(%530, %531) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %533 = "stablehlo.add"(%468, %532) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %534 = "stablehlo.multiply"(%533, %533) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %535 = "stablehlo.reduce"(%534, %23) ({
    ^bb0(%536: tensor<f32>, %537: tensor<f32>):
      %538 = "stablehlo.add"(%536, %537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%538) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %539 = "stablehlo.divide"(%535, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %540 = "stablehlo.add"(%539, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %541 = "stablehlo.rsqrt"(%540) : (tensor<1xf32>) -> tensor<1xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %543 = "stablehlo.multiply"(%533, %542) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %544 = "stablehlo.convert"(%arg51) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %545 = "stablehlo.broadcast_in_dim"(%544) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %546 = "stablehlo.multiply"(%545, %543) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %547 = "stablehlo.convert"(%arg52) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %548 = "stablehlo.dot_general"(%546, %547) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %549 = "stablehlo.convert"(%arg53) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %550 = "stablehlo.dot_general"(%546, %549) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %551 = "stablehlo.logistic"(%548) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %552 = "stablehlo.multiply"(%548, %551) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %553 = "stablehlo.multiply"(%552, %550) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %554 = "stablehlo.convert"(%arg54) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %555 = "stablehlo.dot_general"(%553, %554) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %556 = "stablehlo.add"(%533, %555) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %557 = "stablehlo.multiply"(%556, %556) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %558 = "stablehlo.reduce"(%557, %23) ({
    ^bb0(%559: tensor<f32>, %560: tensor<f32>):
      %561 = "stablehlo.add"(%559, %560) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%561) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %562 = "stablehlo.divide"(%558, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %563 = "stablehlo.add"(%562, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %564 = "stablehlo.rsqrt"(%563) : (tensor<1xf32>) -> tensor<1xf32>
    %565 = "stablehlo.broadcast_in_dim"(%564) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %566 = "stablehlo.multiply"(%556, %565) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %567 = "stablehlo.convert"(%arg55) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %568 = "stablehlo.broadcast_in_dim"(%567) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %569 = "stablehlo.multiply"(%568, %566) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %570 = "stablehlo.convert"(%arg57) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %571 = "stablehlo.dot_general"(%569, %570) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %572 = "stablehlo.reshape"(%571) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %573 = "stablehlo.convert"(%arg58) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %574 = "stablehlo.dot_general"(%569, %573) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %575 = "stablehlo.reshape"(%574) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %576 = "stablehlo.slice"(%572) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %577 = "stablehlo.slice"(%572) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %578 = "stablehlo.multiply"(%576, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %579 = "stablehlo.multiply"(%577, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %580 = "stablehlo.subtract"(%578, %579) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %581 = "stablehlo.multiply"(%577, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %582 = "stablehlo.multiply"(%576, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %583 = "stablehlo.add"(%581, %582) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %584 = "stablehlo.concatenate"(%580, %583) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %585 = "stablehlo.dynamic_update_slice"(%arg160, %584, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %586 = "stablehlo.dynamic_update_slice"(%arg161, %575, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %587 = "stablehlo.convert"(%arg56) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %588 = "stablehlo.dot_general"(%569, %587) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %589 = "stablehlo.reshape"(%588) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %590 = "stablehlo.slice"(%589) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %591 = "stablehlo.slice"(%589) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %592 = "stablehlo.multiply"(%590, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %593 = "stablehlo.multiply"(%591, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %594 = "stablehlo.subtract"(%592, %593) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %595 = "stablehlo.multiply"(%591, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %596 = "stablehlo.multiply"(%590, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %597 = "stablehlo.add"(%595, %596) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %598 = "stablehlo.concatenate"(%594, %597) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %599 = "stablehlo.reshape"(%598) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %600 = "stablehlo.dot_general"(%599, %585) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %601 = "stablehlo.multiply"(%600, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %602 = "stablehlo.select"(%21, %601, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %603 = "stablehlo.reduce"(%602, %74) ({
    ^bb0(%604: tensor<f32>, %605: tensor<f32>):
      %606 = "stablehlo.maximum"(%604, %605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%606) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %607 = "stablehlo.broadcast_in_dim"(%603) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %608 = "stablehlo.subtract"(%602, %607) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %609 = "stablehlo.exponential"(%608) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %610 = "stablehlo.reduce"(%609, %23) ({
    ^bb0(%611: tensor<f32>, %612: tensor<f32>):
      %613 = "stablehlo.add"(%611, %612) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%613) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %614 = "stablehlo.broadcast_in_dim"(%610) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %615 = "stablehlo.divide"(%609, %614) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %616 = "stablehlo.dot_general"(%615, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %617 = "stablehlo.transpose"(%616) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %619 = "stablehlo.convert"(%arg59) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %620 = "stablehlo.dot_general"(%618, %619) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %621 = "stablehlo.add"(%556, %620) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %622 = "stablehlo.multiply"(%621, %621) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %623 = "stablehlo.reduce"(%622, %23) ({
    ^bb0(%624: tensor<f32>, %625: tensor<f32>):
      %626 = "stablehlo.add"(%624, %625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%626) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %627 = "stablehlo.divide"(%623, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %628 = "stablehlo.add"(%627, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %629 = "stablehlo.rsqrt"(%628) : (tensor<1xf32>) -> tensor<1xf32>
    %630 = "stablehlo.broadcast_in_dim"(%629) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %631 = "stablehlo.multiply"(%621, %630) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %632 = "stablehlo.convert"(%arg60) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %634 = "stablehlo.multiply"(%633, %631) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %635 = "stablehlo.convert"(%arg61) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %636 = "stablehlo.dot_general"(%634, %635) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %637 = "stablehlo.convert"(%arg62) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %638 = "stablehlo.dot_general"(%634, %637) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %639 = "stablehlo.logistic"(%636) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %640 = "stablehlo.multiply"(%636, %639) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %641 = "stablehlo.multiply"(%640, %638) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %642 = "stablehlo.convert"(%arg63) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %643 = "stablehlo.dot_general"(%641, %642) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %644 = "stablehlo.add"(%621, %643) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %645 = "stablehlo.multiply"(%644, %644) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %646 = "stablehlo.reduce"(%645, %23) ({
    ^bb0(%647: tensor<f32>, %648: tensor<f32>):
      %649 = "stablehlo.add"(%647, %648) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%649) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %650 = "stablehlo.divide"(%646, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %651 = "stablehlo.add"(%650, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %652 = "stablehlo.rsqrt"(%651) : (tensor<1xf32>) -> tensor<1xf32>
    %653 = "stablehlo.broadcast_in_dim"(%652) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %654 = "stablehlo.multiply"(%644, %653) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %655 = "stablehlo.convert"(%arg64) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %656 = "stablehlo.broadcast_in_dim"(%655) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %657 = "stablehlo.multiply"(%656, %654) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %658 = "stablehlo.convert"(%arg66) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %659 = "stablehlo.dot_general"(%657, %658) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %660 = "stablehlo.reshape"(%659) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %661 = "stablehlo.convert"(%arg67) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %662 = "stablehlo.dot_general"(%657, %661) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %663 = "stablehlo.reshape"(%662) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %664 = "stablehlo.slice"(%660) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %665 = "stablehlo.slice"(%660) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %666 = "stablehlo.multiply"(%664, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %667 = "stablehlo.multiply"(%665, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %668 = "stablehlo.subtract"(%666, %667) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %669 = "stablehlo.multiply"(%665, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %670 = "stablehlo.multiply"(%664, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %671 = "stablehlo.add"(%669, %670) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %672 = "stablehlo.concatenate"(%668, %671) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %673 = "stablehlo.dynamic_update_slice"(%arg162, %672, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %674 = "stablehlo.dynamic_update_slice"(%arg163, %663, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %675 = "stablehlo.convert"(%arg65) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %676 = "stablehlo.dot_general"(%657, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %677 = "stablehlo.reshape"(%676) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %678 = "stablehlo.slice"(%677) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %679 = "stablehlo.slice"(%677) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %680 = "stablehlo.multiply"(%678, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %681 = "stablehlo.multiply"(%679, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %682 = "stablehlo.subtract"(%680, %681) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %683 = "stablehlo.multiply"(%679, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %684 = "stablehlo.multiply"(%678, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %685 = "stablehlo.add"(%683, %684) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %686 = "stablehlo.concatenate"(%682, %685) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %687 = "stablehlo.reshape"(%686) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %688 = "stablehlo.dot_general"(%687, %673) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %689 = "stablehlo.multiply"(%688, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %690 = "stablehlo.select"(%21, %689, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %691 = "stablehlo.reduce"(%690, %74) ({
    ^bb0(%692: tensor<f32>, %693: tensor<f32>):
      %694 = "stablehlo.maximum"(%692, %693) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%694) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %695 = "stablehlo.broadcast_in_dim"(%691) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %696 = "stablehlo.subtract"(%690, %695) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %697 = "stablehlo.exponential"(%696) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %698 = "stablehlo.reduce"(%697, %23) ({
    ^bb0(%699: tensor<f32>, %700: tensor<f32>):
      %701 = "stablehlo.add"(%699, %700) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%701) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %702 = "stablehlo.broadcast_in_dim"(%698) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %703 = "stablehlo.divide"(%697, %702) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %704 = "stablehlo.dot_general"(%703, %674) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %705 = "stablehlo.transpose"(%704) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %706 = "stablehlo.reshape"(%705) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %707 = "stablehlo.convert"(%arg68) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %708 = "stablehlo.dot_general"(%706, %707) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %709 = "stablehlo.add"(%644, %708) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %710 = "stablehlo.multiply"(%709, %709) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %711 = "stablehlo.reduce"(%710, %23) ({
    ^bb0(%712: tensor<f32>, %713: tensor<f32>):
      %714 = "stablehlo.add"(%712, %713) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%714) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %715 = "stablehlo.divide"(%711, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %716 = "stablehlo.add"(%715, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %717 = "stablehlo.rsqrt"(%716) : (tensor<1xf32>) -> tensor<1xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %719 = "stablehlo.multiply"(%709, %718) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %720 = "stablehlo.convert"(%arg69) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %722 = "stablehlo.multiply"(%721, %719) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %723 = "stablehlo.convert"(%arg70) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %724 = "stablehlo.dot_general"(%722, %723) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %725 = "stablehlo.convert"(%arg71) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %726 = "stablehlo.dot_general"(%722, %725) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %727 = "stablehlo.logistic"(%724) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %728 = "stablehlo.multiply"(%724, %727) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %729 = "stablehlo.multiply"(%728, %726) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %730 = "stablehlo.convert"(%arg72) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %731 = "stablehlo.dot_general"(%729, %730) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %732 = "stablehlo.add"(%709, %731) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %733 = "stablehlo.multiply"(%732, %732) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %734 = "stablehlo.reduce"(%733, %23) ({
    ^bb0(%735: tensor<f32>, %736: tensor<f32>):
      %737 = "stablehlo.add"(%735, %736) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%737) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %738 = "stablehlo.divide"(%734, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %739 = "stablehlo.add"(%738, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %740 = "stablehlo.rsqrt"(%739) : (tensor<1xf32>) -> tensor<1xf32>
    %741 = "stablehlo.broadcast_in_dim"(%740) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %742 = "stablehlo.multiply"(%732, %741) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %743 = "stablehlo.convert"(%arg73) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %744 = "stablehlo.broadcast_in_dim"(%743) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %745 = "stablehlo.multiply"(%744, %742) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %746 = "stablehlo.convert"(%arg75) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %747 = "stablehlo.dot_general"(%745, %746) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %748 = "stablehlo.reshape"(%747) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %749 = "stablehlo.convert"(%arg76) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %750 = "stablehlo.dot_general"(%745, %749) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %751 = "stablehlo.reshape"(%750) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %752 = "stablehlo.slice"(%748) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %753 = "stablehlo.slice"(%748) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %754 = "stablehlo.multiply"(%752, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %755 = "stablehlo.multiply"(%753, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %756 = "stablehlo.subtract"(%754, %755) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %757 = "stablehlo.multiply"(%753, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %758 = "stablehlo.multiply"(%752, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %759 = "stablehlo.add"(%757, %758) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %760 = "stablehlo.concatenate"(%756, %759) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %761 = "stablehlo.dynamic_update_slice"(%arg164, %760, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %762 = "stablehlo.dynamic_update_slice"(%arg165, %751, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %763 = "stablehlo.convert"(%arg74) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %764 = "stablehlo.dot_general"(%745, %763) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %765 = "stablehlo.reshape"(%764) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %766 = "stablehlo.slice"(%765) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %767 = "stablehlo.slice"(%765) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %768 = "stablehlo.multiply"(%766, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %769 = "stablehlo.multiply"(%767, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %770 = "stablehlo.subtract"(%768, %769) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %771 = "stablehlo.multiply"(%767, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %772 = "stablehlo.multiply"(%766, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %773 = "stablehlo.add"(%771, %772) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %774 = "stablehlo.concatenate"(%770, %773) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %775 = "stablehlo.reshape"(%774) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %776 = "stablehlo.dot_general"(%775, %761) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %777 = "stablehlo.multiply"(%776, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %778 = "stablehlo.select"(%21, %777, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %779 = "stablehlo.reduce"(%778, %74) ({
    ^bb0(%780: tensor<f32>, %781: tensor<f32>):
      %782 = "stablehlo.maximum"(%780, %781) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%782) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %783 = "stablehlo.broadcast_in_dim"(%779) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %784 = "stablehlo.subtract"(%778, %783) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %785 = "stablehlo.exponential"(%784) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %786 = "stablehlo.reduce"(%785, %23) ({
    ^bb0(%787: tensor<f32>, %788: tensor<f32>):
      %789 = "stablehlo.add"(%787, %788) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%789) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %790 = "stablehlo.broadcast_in_dim"(%786) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %791 = "stablehlo.divide"(%785, %790) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %792 = "stablehlo.dot_general"(%791, %762) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %793 = "stablehlo.transpose"(%792) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %794 = "stablehlo.reshape"(%793) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %795 = "stablehlo.convert"(%arg77) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %796 = "stablehlo.dot_general"(%794, %795) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %797 = "stablehlo.add"(%732, %796) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %798 = "stablehlo.multiply"(%797, %797) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %799 = "stablehlo.reduce"(%798, %23) ({
    ^bb0(%800: tensor<f32>, %801: tensor<f32>):
      %802 = "stablehlo.add"(%800, %801) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%802) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %803 = "stablehlo.divide"(%799, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %804 = "stablehlo.add"(%803, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %805 = "stablehlo.rsqrt"(%804) : (tensor<1xf32>) -> tensor<1xf32>
    %806 = "stablehlo.broadcast_in_dim"(%805) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %807 = "stablehlo.multiply"(%797, %806) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %808 = "stablehlo.convert"(%arg78) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %809 = "stablehlo.broadcast_in_dim"(%808) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %810 = "stablehlo.multiply"(%809, %807) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %811 = "stablehlo.convert"(%arg79) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %812 = "stablehlo.dot_general"(%810, %811) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %813 = "stablehlo.convert"(%arg80) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %814 = "stablehlo.dot_general"(%810, %813) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %815 = "stablehlo.logistic"(%812) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %816 = "stablehlo.multiply"(%812, %815) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %817 = "stablehlo.multiply"(%816, %814) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %818 = "stablehlo.convert"(%arg81) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %819 = "stablehlo.dot_general"(%817, %818) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %820 = "stablehlo.add"(%797, %819) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %821 = "stablehlo.multiply"(%820, %820) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %822 = "stablehlo.reduce"(%821, %23) ({
    ^bb0(%823: tensor<f32>, %824: tensor<f32>):
      %825 = "stablehlo.add"(%823, %824) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%825) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %826 = "stablehlo.divide"(%822, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %827 = "stablehlo.add"(%826, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %828 = "stablehlo.rsqrt"(%827) : (tensor<1xf32>) -> tensor<1xf32>
    %829 = "stablehlo.broadcast_in_dim"(%828) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %830 = "stablehlo.multiply"(%820, %829) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %831 = "stablehlo.convert"(%arg82) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %833 = "stablehlo.multiply"(%832, %830) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %834 = "stablehlo.convert"(%arg84) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %835 = "stablehlo.dot_general"(%833, %834) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %836 = "stablehlo.reshape"(%835) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %837 = "stablehlo.convert"(%arg85) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %838 = "stablehlo.dot_general"(%833, %837) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %839 = "stablehlo.reshape"(%838) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %840 = "stablehlo.slice"(%836) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %841 = "stablehlo.slice"(%836) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %842 = "stablehlo.multiply"(%840, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %843 = "stablehlo.multiply"(%841, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %844 = "stablehlo.subtract"(%842, %843) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %845 = "stablehlo.multiply"(%841, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %846 = "stablehlo.multiply"(%840, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %847 = "stablehlo.add"(%845, %846) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %848 = "stablehlo.concatenate"(%844, %847) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %849 = "stablehlo.dynamic_update_slice"(%arg166, %848, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %850 = "stablehlo.dynamic_update_slice"(%arg167, %839, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %851 = "stablehlo.convert"(%arg83) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %852 = "stablehlo.dot_general"(%833, %851) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %853 = "stablehlo.reshape"(%852) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %854 = "stablehlo.slice"(%853) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %855 = "stablehlo.slice"(%853) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %856 = "stablehlo.multiply"(%854, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %857 = "stablehlo.multiply"(%855, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %858 = "stablehlo.subtract"(%856, %857) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %859 = "stablehlo.multiply"(%855, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %860 = "stablehlo.multiply"(%854, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %861 = "stablehlo.add"(%859, %860) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %862 = "stablehlo.concatenate"(%858, %861) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %863 = "stablehlo.reshape"(%862) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %864 = "stablehlo.dot_general"(%863, %849) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %865 = "stablehlo.multiply"(%864, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %866 = "stablehlo.select"(%21, %865, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %867 = "stablehlo.reduce"(%866, %74) ({
    ^bb0(%868: tensor<f32>, %869: tensor<f32>):
      %870 = "stablehlo.maximum"(%868, %869) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%870) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %871 = "stablehlo.broadcast_in_dim"(%867) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %872 = "stablehlo.subtract"(%866, %871) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %873 = "stablehlo.exponential"(%872) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %874 = "stablehlo.reduce"(%873, %23) ({
    ^bb0(%875: tensor<f32>, %876: tensor<f32>):
      %877 = "stablehlo.add"(%875, %876) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%877) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %878 = "stablehlo.broadcast_in_dim"(%874) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %879 = "stablehlo.divide"(%873, %878) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %880 = "stablehlo.dot_general"(%879, %850) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %881 = "stablehlo.transpose"(%880) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %882 = "stablehlo.reshape"(%881) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %883 = "stablehlo.convert"(%arg86) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %884 = "stablehlo.dot_general"(%882, %883) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %885 = "stablehlo.add"(%820, %884) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %886 = "stablehlo.multiply"(%885, %885) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %887 = "stablehlo.reduce"(%886, %23) ({
    ^bb0(%888: tensor<f32>, %889: tensor<f32>):
      %890 = "stablehlo.add"(%888, %889) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%890) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %891 = "stablehlo.divide"(%887, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %892 = "stablehlo.add"(%891, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %893 = "stablehlo.rsqrt"(%892) : (tensor<1xf32>) -> tensor<1xf32>
    %894 = "stablehlo.broadcast_in_dim"(%893) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %895 = "stablehlo.multiply"(%885, %894) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %896 = "stablehlo.convert"(%arg87) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %897 = "stablehlo.broadcast_in_dim"(%896) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %898 = "stablehlo.multiply"(%897, %895) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %899 = "stablehlo.convert"(%arg88) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %900 = "stablehlo.dot_general"(%898, %899) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %901 = "stablehlo.convert"(%arg89) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %902 = "stablehlo.dot_general"(%898, %901) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %903 = "stablehlo.logistic"(%900) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %904 = "stablehlo.multiply"(%900, %903) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %905 = "stablehlo.multiply"(%904, %902) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %906 = "stablehlo.convert"(%arg90) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %907 = "stablehlo.dot_general"(%905, %906) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %908 = "stablehlo.add"(%885, %907) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %909 = "stablehlo.multiply"(%908, %908) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %910 = "stablehlo.reduce"(%909, %23) ({
    ^bb0(%911: tensor<f32>, %912: tensor<f32>):
      %913 = "stablehlo.add"(%911, %912) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%913) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %914 = "stablehlo.divide"(%910, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %915 = "stablehlo.add"(%914, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %916 = "stablehlo.rsqrt"(%915) : (tensor<1xf32>) -> tensor<1xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %918 = "stablehlo.multiply"(%908, %917) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %919 = "stablehlo.convert"(%arg91) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %921 = "stablehlo.multiply"(%920, %918) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %922 = "stablehlo.convert"(%arg93) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %923 = "stablehlo.dot_general"(%921, %922) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %924 = "stablehlo.reshape"(%923) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %925 = "stablehlo.convert"(%arg94) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %926 = "stablehlo.dot_general"(%921, %925) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %927 = "stablehlo.reshape"(%926) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %928 = "stablehlo.slice"(%924) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %929 = "stablehlo.slice"(%924) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %930 = "stablehlo.multiply"(%928, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %931 = "stablehlo.multiply"(%929, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %932 = "stablehlo.subtract"(%930, %931) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %933 = "stablehlo.multiply"(%929, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %934 = "stablehlo.multiply"(%928, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %935 = "stablehlo.add"(%933, %934) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %936 = "stablehlo.concatenate"(%932, %935) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %937 = "stablehlo.dynamic_update_slice"(%arg168, %936, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %938 = "stablehlo.dynamic_update_slice"(%arg169, %927, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %939 = "stablehlo.convert"(%arg92) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %940 = "stablehlo.dot_general"(%921, %939) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %941 = "stablehlo.reshape"(%940) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %942 = "stablehlo.slice"(%941) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %943 = "stablehlo.slice"(%941) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %944 = "stablehlo.multiply"(%942, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %945 = "stablehlo.multiply"(%943, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %946 = "stablehlo.subtract"(%944, %945) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %947 = "stablehlo.multiply"(%943, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %948 = "stablehlo.multiply"(%942, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %949 = "stablehlo.add"(%947, %948) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %950 = "stablehlo.concatenate"(%946, %949) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %951 = "stablehlo.reshape"(%950) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %952 = "stablehlo.dot_general"(%951, %937) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %953 = "stablehlo.multiply"(%952, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %954 = "stablehlo.select"(%21, %953, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %955 = "stablehlo.reduce"(%954, %74) ({
    ^bb0(%956: tensor<f32>, %957: tensor<f32>):
      %958 = "stablehlo.maximum"(%956, %957) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%958) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %959 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %960 = "stablehlo.subtract"(%954, %959) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %961 = "stablehlo.exponential"(%960) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %962 = "stablehlo.reduce"(%961, %23) ({
    ^bb0(%963: tensor<f32>, %964: tensor<f32>):
      %965 = "stablehlo.add"(%963, %964) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%965) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %966 = "stablehlo.broadcast_in_dim"(%962) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %967 = "stablehlo.divide"(%961, %966) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %968 = "stablehlo.dot_general"(%967, %938) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %969 = "stablehlo.transpose"(%968) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %970 = "stablehlo.reshape"(%969) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %971 = "stablehlo.convert"(%arg95) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %972 = "stablehlo.dot_general"(%970, %971) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %973 = "stablehlo.add"(%908, %972) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %974 = "stablehlo.multiply"(%973, %973) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %975 = "stablehlo.reduce"(%974, %23) ({
    ^bb0(%976: tensor<f32>, %977: tensor<f32>):
      %978 = "stablehlo.add"(%976, %977) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%978) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %979 = "stablehlo.divide"(%975, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %980 = "stablehlo.add"(%979, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %981 = "stablehlo.rsqrt"(%980) : (tensor<1xf32>) -> tensor<1xf32>
    %982 = "stablehlo.broadcast_in_dim"(%981) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %983 = "stablehlo.multiply"(%973, %982) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %984 = "stablehlo.convert"(%arg96) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %985 = "stablehlo.broadcast_in_dim"(%984) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %986 = "stablehlo.multiply"(%985, %983) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %987 = "stablehlo.convert"(%arg97) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %988 = "stablehlo.dot_general"(%986, %987) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %989 = "stablehlo.convert"(%arg98) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %990 = "stablehlo.dot_general"(%986, %989) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %991 = "stablehlo.logistic"(%988) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %992 = "stablehlo.multiply"(%988, %991) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %993 = "stablehlo.multiply"(%992, %990) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %994 = "stablehlo.convert"(%arg99) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %995 = "stablehlo.dot_general"(%993, %994) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %996 = "stablehlo.add"(%973, %995) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %997 = "stablehlo.multiply"(%996, %996) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %998 = "stablehlo.reduce"(%997, %23) ({
    ^bb0(%999: tensor<f32>, %1000: tensor<f32>):
      %1001 = "stablehlo.add"(%999, %1000) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1001) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1002 = "stablehlo.divide"(%998, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1003 = "stablehlo.add"(%1002, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1004 = "stablehlo.rsqrt"(%1003) : (tensor<1xf32>) -> tensor<1xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%1004) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1006 = "stablehlo.multiply"(%996, %1005) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1007 = "stablehlo.convert"(%arg100) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1009 = "stablehlo.multiply"(%1008, %1006) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1010 = "stablehlo.convert"(%arg102) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1011 = "stablehlo.dot_general"(%1009, %1010) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1012 = "stablehlo.reshape"(%1011) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1013 = "stablehlo.convert"(%arg103) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1014 = "stablehlo.dot_general"(%1009, %1013) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1015 = "stablehlo.reshape"(%1014) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1016 = "stablehlo.slice"(%1012) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1017 = "stablehlo.slice"(%1012) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1018 = "stablehlo.multiply"(%1016, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1019 = "stablehlo.multiply"(%1017, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1020 = "stablehlo.subtract"(%1018, %1019) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1021 = "stablehlo.multiply"(%1017, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1022 = "stablehlo.multiply"(%1016, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1023 = "stablehlo.add"(%1021, %1022) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1024 = "stablehlo.concatenate"(%1020, %1023) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %1025 = "stablehlo.dynamic_update_slice"(%arg170, %1024, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1026 = "stablehlo.dynamic_update_slice"(%arg171, %1015, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1027 = "stablehlo.convert"(%arg101) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1028 = "stablehlo.dot_general"(%1009, %1027) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1029 = "stablehlo.reshape"(%1028) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1030 = "stablehlo.slice"(%1029) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1031 = "stablehlo.slice"(%1029) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1032 = "stablehlo.multiply"(%1030, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1033 = "stablehlo.multiply"(%1031, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1034 = "stablehlo.subtract"(%1032, %1033) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1035 = "stablehlo.multiply"(%1031, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1036 = "stablehlo.multiply"(%1030, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1037 = "stablehlo.add"(%1035, %1036) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1038 = "stablehlo.concatenate"(%1034, %1037) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1040 = "stablehlo.dot_general"(%1039, %1025) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1041 = "stablehlo.multiply"(%1040, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1042 = "stablehlo.select"(%21, %1041, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1043 = "stablehlo.reduce"(%1042, %74) ({
    ^bb0(%1044: tensor<f32>, %1045: tensor<f32>):
      %1046 = "stablehlo.maximum"(%1044, %1045) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1046) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1043) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1048 = "stablehlo.subtract"(%1042, %1047) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1049 = "stablehlo.exponential"(%1048) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1050 = "stablehlo.reduce"(%1049, %23) ({
    ^bb0(%1051: tensor<f32>, %1052: tensor<f32>):
      %1053 = "stablehlo.add"(%1051, %1052) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1053) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%1050) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1055 = "stablehlo.divide"(%1049, %1054) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1056 = "stablehlo.dot_general"(%1055, %1026) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1057 = "stablehlo.transpose"(%1056) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1058 = "stablehlo.reshape"(%1057) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1059 = "stablehlo.convert"(%arg104) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1060 = "stablehlo.dot_general"(%1058, %1059) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1061 = "stablehlo.add"(%996, %1060) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1062 = "stablehlo.multiply"(%1061, %1061) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1063 = "stablehlo.reduce"(%1062, %23) ({
    ^bb0(%1064: tensor<f32>, %1065: tensor<f32>):
      %1066 = "stablehlo.add"(%1064, %1065) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1066) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1067 = "stablehlo.divide"(%1063, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1068 = "stablehlo.add"(%1067, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1069 = "stablehlo.rsqrt"(%1068) : (tensor<1xf32>) -> tensor<1xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1071 = "stablehlo.multiply"(%1061, %1070) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1072 = "stablehlo.convert"(%arg105) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1074 = "stablehlo.multiply"(%1073, %1071) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1075 = "stablehlo.convert"(%arg106) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1076 = "stablehlo.dot_general"(%1074, %1075) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1077 = "stablehlo.convert"(%arg107) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1078 = "stablehlo.dot_general"(%1074, %1077) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1079 = "stablehlo.logistic"(%1076) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1080 = "stablehlo.multiply"(%1076, %1079) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1081 = "stablehlo.multiply"(%1080, %1078) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1082 = "stablehlo.convert"(%arg108) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1083 = "stablehlo.dot_general"(%1081, %1082) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1084 = "stablehlo.add"(%1061, %1083) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1085 = "stablehlo.multiply"(%1084, %1084) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1086 = "stablehlo.reduce"(%1085, %23) ({
    ^bb0(%1087: tensor<f32>, %1088: tensor<f32>):
      %1089 = "stablehlo.add"(%1087, %1088) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1089) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1090 = "stablehlo.divide"(%1086, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1091 = "stablehlo.add"(%1090, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1092 = "stablehlo.rsqrt"(%1091) : (tensor<1xf32>) -> tensor<1xf32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1094 = "stablehlo.multiply"(%1084, %1093) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1095 = "stablehlo.convert"(%arg109) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%1095) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1097 = "stablehlo.multiply"(%1096, %1094) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1098 = "stablehlo.convert"(%arg111) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1099 = "stablehlo.dot_general"(%1097, %1098) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1100 = "stablehlo.reshape"(%1099) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1101 = "stablehlo.convert"(%arg112) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1102 = "stablehlo.dot_general"(%1097, %1101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1104 = "stablehlo.slice"(%1100) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1105 = "stablehlo.slice"(%1100) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1106 = "stablehlo.multiply"(%1104, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1107 = "stablehlo.multiply"(%1105, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1108 = "stablehlo.subtract"(%1106, %1107) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1109 = "stablehlo.multiply"(%1105, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1110 = "stablehlo.multiply"(%1104, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1111 = "stablehlo.add"(%1109, %1110) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1112 = "stablehlo.concatenate"(%1108, %1111) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %1113 = "stablehlo.dynamic_update_slice"(%arg172, %1112, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1114 = "stablehlo.dynamic_update_slice"(%arg173, %1103, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1115 = "stablehlo.convert"(%arg110) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1116 = "stablehlo.dot_general"(%1097, %1115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1117 = "stablehlo.reshape"(%1116) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1118 = "stablehlo.slice"(%1117) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1119 = "stablehlo.slice"(%1117) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1120 = "stablehlo.multiply"(%1118, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1121 = "stablehlo.multiply"(%1119, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1122 = "stablehlo.subtract"(%1120, %1121) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1123 = "stablehlo.multiply"(%1119, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1124 = "stablehlo.multiply"(%1118, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1125 = "stablehlo.add"(%1123, %1124) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1126 = "stablehlo.concatenate"(%1122, %1125) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1127 = "stablehlo.reshape"(%1126) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1128 = "stablehlo.dot_general"(%1127, %1113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1129 = "stablehlo.multiply"(%1128, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1130 = "stablehlo.select"(%21, %1129, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1131 = "stablehlo.reduce"(%1130, %74) ({
    ^bb0(%1132: tensor<f32>, %1133: tensor<f32>):
      %1134 = "stablehlo.maximum"(%1132, %1133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1134) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%1131) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1136 = "stablehlo.subtract"(%1130, %1135) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1137 = "stablehlo.exponential"(%1136) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1138 = "stablehlo.reduce"(%1137, %23) ({
    ^bb0(%1139: tensor<f32>, %1140: tensor<f32>):
      %1141 = "stablehlo.add"(%1139, %1140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1141) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%1138) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1143 = "stablehlo.divide"(%1137, %1142) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1144 = "stablehlo.dot_general"(%1143, %1114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1145 = "stablehlo.transpose"(%1144) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1146 = "stablehlo.reshape"(%1145) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1147 = "stablehlo.convert"(%arg113) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1148 = "stablehlo.dot_general"(%1146, %1147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1149 = "stablehlo.add"(%1084, %1148) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1150 = "stablehlo.multiply"(%1149, %1149) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1151 = "stablehlo.reduce"(%1150, %23) ({
    ^bb0(%1152: tensor<f32>, %1153: tensor<f32>):
      %1154 = "stablehlo.add"(%1152, %1153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1154) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1155 = "stablehlo.divide"(%1151, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1156 = "stablehlo.add"(%1155, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1157 = "stablehlo.rsqrt"(%1156) : (tensor<1xf32>) -> tensor<1xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1159 = "stablehlo.multiply"(%1149, %1158) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1160 = "stablehlo.convert"(%arg114) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1162 = "stablehlo.multiply"(%1161, %1159) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1163 = "stablehlo.convert"(%arg115) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1164 = "stablehlo.dot_general"(%1162, %1163) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1165 = "stablehlo.convert"(%arg116) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1166 = "stablehlo.dot_general"(%1162, %1165) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1167 = "stablehlo.logistic"(%1164) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1168 = "stablehlo.multiply"(%1164, %1167) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1169 = "stablehlo.multiply"(%1168, %1166) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1170 = "stablehlo.convert"(%arg117) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1171 = "stablehlo.dot_general"(%1169, %1170) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1172 = "stablehlo.add"(%1149, %1171) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1173 = "stablehlo.multiply"(%1172, %1172) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1174 = "stablehlo.reduce"(%1173, %23) ({
    ^bb0(%1175: tensor<f32>, %1176: tensor<f32>):
      %1177 = "stablehlo.add"(%1175, %1176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1177) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1178 = "stablehlo.divide"(%1174, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1179 = "stablehlo.add"(%1178, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1180 = "stablehlo.rsqrt"(%1179) : (tensor<1xf32>) -> tensor<1xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1182 = "stablehlo.multiply"(%1172, %1181) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1183 = "stablehlo.convert"(%arg118) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1185 = "stablehlo.multiply"(%1184, %1182) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1186 = "stablehlo.convert"(%arg120) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1187 = "stablehlo.dot_general"(%1185, %1186) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1188 = "stablehlo.reshape"(%1187) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1189 = "stablehlo.convert"(%arg121) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1190 = "stablehlo.dot_general"(%1185, %1189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1191 = "stablehlo.reshape"(%1190) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1192 = "stablehlo.slice"(%1188) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1193 = "stablehlo.slice"(%1188) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1194 = "stablehlo.multiply"(%1192, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1195 = "stablehlo.multiply"(%1193, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1196 = "stablehlo.subtract"(%1194, %1195) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1197 = "stablehlo.multiply"(%1193, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1198 = "stablehlo.multiply"(%1192, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1199 = "stablehlo.add"(%1197, %1198) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1200 = "stablehlo.concatenate"(%1196, %1199) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %1201 = "stablehlo.dynamic_update_slice"(%arg174, %1200, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1202 = "stablehlo.dynamic_update_slice"(%arg175, %1191, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1203 = "stablehlo.convert"(%arg119) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1204 = "stablehlo.dot_general"(%1185, %1203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1205 = "stablehlo.reshape"(%1204) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1206 = "stablehlo.slice"(%1205) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1207 = "stablehlo.slice"(%1205) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1208 = "stablehlo.multiply"(%1206, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1209 = "stablehlo.multiply"(%1207, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1210 = "stablehlo.subtract"(%1208, %1209) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1211 = "stablehlo.multiply"(%1207, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1212 = "stablehlo.multiply"(%1206, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1213 = "stablehlo.add"(%1211, %1212) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1214 = "stablehlo.concatenate"(%1210, %1213) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1215 = "stablehlo.reshape"(%1214) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1216 = "stablehlo.dot_general"(%1215, %1201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1217 = "stablehlo.multiply"(%1216, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1218 = "stablehlo.select"(%21, %1217, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1219 = "stablehlo.reduce"(%1218, %74) ({
    ^bb0(%1220: tensor<f32>, %1221: tensor<f32>):
      %1222 = "stablehlo.maximum"(%1220, %1221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1222) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1223 = "stablehlo.broadcast_in_dim"(%1219) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1224 = "stablehlo.subtract"(%1218, %1223) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1225 = "stablehlo.exponential"(%1224) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1226 = "stablehlo.reduce"(%1225, %23) ({
    ^bb0(%1227: tensor<f32>, %1228: tensor<f32>):
      %1229 = "stablehlo.add"(%1227, %1228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1229) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1230 = "stablehlo.broadcast_in_dim"(%1226) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1231 = "stablehlo.divide"(%1225, %1230) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1232 = "stablehlo.dot_general"(%1231, %1202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1233 = "stablehlo.transpose"(%1232) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1234 = "stablehlo.reshape"(%1233) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1235 = "stablehlo.convert"(%arg122) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1236 = "stablehlo.dot_general"(%1234, %1235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1237 = "stablehlo.add"(%1172, %1236) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1238 = "stablehlo.multiply"(%1237, %1237) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1239 = "stablehlo.reduce"(%1238, %23) ({
    ^bb0(%1240: tensor<f32>, %1241: tensor<f32>):
      %1242 = "stablehlo.add"(%1240, %1241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1242) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1243 = "stablehlo.divide"(%1239, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1244 = "stablehlo.add"(%1243, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1245 = "stablehlo.rsqrt"(%1244) : (tensor<1xf32>) -> tensor<1xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1247 = "stablehlo.multiply"(%1237, %1246) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1248 = "stablehlo.convert"(%arg123) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1250 = "stablehlo.multiply"(%1249, %1247) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1251 = "stablehlo.convert"(%arg124) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1252 = "stablehlo.dot_general"(%1250, %1251) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1253 = "stablehlo.convert"(%arg125) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1254 = "stablehlo.dot_general"(%1250, %1253) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1255 = "stablehlo.logistic"(%1252) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1256 = "stablehlo.multiply"(%1252, %1255) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1257 = "stablehlo.multiply"(%1256, %1254) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1258 = "stablehlo.convert"(%arg126) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1259 = "stablehlo.dot_general"(%1257, %1258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1260 = "stablehlo.add"(%1237, %1259) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1261 = "stablehlo.multiply"(%1260, %1260) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1262 = "stablehlo.reduce"(%1261, %23) ({
    ^bb0(%1263: tensor<f32>, %1264: tensor<f32>):
      %1265 = "stablehlo.add"(%1263, %1264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1265) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1266 = "stablehlo.divide"(%1262, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1267 = "stablehlo.add"(%1266, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1268 = "stablehlo.rsqrt"(%1267) : (tensor<1xf32>) -> tensor<1xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1270 = "stablehlo.multiply"(%1260, %1269) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1271 = "stablehlo.convert"(%arg127) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1273 = "stablehlo.multiply"(%1272, %1270) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1274 = "stablehlo.convert"(%arg129) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1275 = "stablehlo.dot_general"(%1273, %1274) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1276 = "stablehlo.reshape"(%1275) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1277 = "stablehlo.convert"(%arg130) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1278 = "stablehlo.dot_general"(%1273, %1277) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1279 = "stablehlo.reshape"(%1278) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1280 = "stablehlo.slice"(%1276) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1281 = "stablehlo.slice"(%1276) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1282 = "stablehlo.multiply"(%1280, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1283 = "stablehlo.multiply"(%1281, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1284 = "stablehlo.subtract"(%1282, %1283) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1285 = "stablehlo.multiply"(%1281, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1286 = "stablehlo.multiply"(%1280, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1287 = "stablehlo.add"(%1285, %1286) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1288 = "stablehlo.concatenate"(%1284, %1287) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %1289 = "stablehlo.dynamic_update_slice"(%arg176, %1288, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1290 = "stablehlo.dynamic_update_slice"(%arg177, %1279, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1291 = "stablehlo.convert"(%arg128) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1292 = "stablehlo.dot_general"(%1273, %1291) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1293 = "stablehlo.reshape"(%1292) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1294 = "stablehlo.slice"(%1293) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1295 = "stablehlo.slice"(%1293) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1296 = "stablehlo.multiply"(%1294, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1297 = "stablehlo.multiply"(%1295, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1298 = "stablehlo.subtract"(%1296, %1297) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1299 = "stablehlo.multiply"(%1295, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1300 = "stablehlo.multiply"(%1294, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1301 = "stablehlo.add"(%1299, %1300) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1302 = "stablehlo.concatenate"(%1298, %1301) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1303 = "stablehlo.reshape"(%1302) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1304 = "stablehlo.dot_general"(%1303, %1289) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1305 = "stablehlo.multiply"(%1304, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1306 = "stablehlo.select"(%21, %1305, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1307 = "stablehlo.reduce"(%1306, %74) ({
    ^bb0(%1308: tensor<f32>, %1309: tensor<f32>):
      %1310 = "stablehlo.maximum"(%1308, %1309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1310) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1307) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1312 = "stablehlo.subtract"(%1306, %1311) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1313 = "stablehlo.exponential"(%1312) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1314 = "stablehlo.reduce"(%1313, %23) ({
    ^bb0(%1315: tensor<f32>, %1316: tensor<f32>):
      %1317 = "stablehlo.add"(%1315, %1316) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1317) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1318 = "stablehlo.broadcast_in_dim"(%1314) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1319 = "stablehlo.divide"(%1313, %1318) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1320 = "stablehlo.dot_general"(%1319, %1290) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1321 = "stablehlo.transpose"(%1320) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1322 = "stablehlo.reshape"(%1321) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1323 = "stablehlo.convert"(%arg131) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1324 = "stablehlo.dot_general"(%1322, %1323) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1325 = "stablehlo.add"(%1260, %1324) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1326 = "stablehlo.multiply"(%1325, %1325) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1327 = "stablehlo.reduce"(%1326, %23) ({
    ^bb0(%1328: tensor<f32>, %1329: tensor<f32>):
      %1330 = "stablehlo.add"(%1328, %1329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1330) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1331 = "stablehlo.divide"(%1327, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1332 = "stablehlo.add"(%1331, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1333 = "stablehlo.rsqrt"(%1332) : (tensor<1xf32>) -> tensor<1xf32>
    %1334 = "stablehlo.broadcast_in_dim"(%1333) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1335 = "stablehlo.multiply"(%1325, %1334) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1336 = "stablehlo.convert"(%arg132) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1338 = "stablehlo.multiply"(%1337, %1335) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1339 = "stablehlo.convert"(%arg133) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1340 = "stablehlo.dot_general"(%1338, %1339) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1341 = "stablehlo.convert"(%arg134) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1342 = "stablehlo.dot_general"(%1338, %1341) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1343 = "stablehlo.logistic"(%1340) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1344 = "stablehlo.multiply"(%1340, %1343) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1345 = "stablehlo.multiply"(%1344, %1342) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1346 = "stablehlo.convert"(%arg135) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1347 = "stablehlo.dot_general"(%1345, %1346) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1348 = "stablehlo.add"(%1325, %1347) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1349 = "stablehlo.multiply"(%1348, %1348) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1350 = "stablehlo.reduce"(%1349, %23) ({
    ^bb0(%1351: tensor<f32>, %1352: tensor<f32>):
      %1353 = "stablehlo.add"(%1351, %1352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1353) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1354 = "stablehlo.divide"(%1350, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1355 = "stablehlo.add"(%1354, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1356 = "stablehlo.rsqrt"(%1355) : (tensor<1xf32>) -> tensor<1xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1358 = "stablehlo.multiply"(%1348, %1357) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1359 = "stablehlo.convert"(%arg136) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1361 = "stablehlo.multiply"(%1360, %1358) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1362 = "stablehlo.convert"(%arg138) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1363 = "stablehlo.dot_general"(%1361, %1362) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1364 = "stablehlo.reshape"(%1363) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1365 = "stablehlo.convert"(%arg139) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1366 = "stablehlo.dot_general"(%1361, %1365) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<512x2048xf32>) -> tensor<1x512xf32>
    %1367 = "stablehlo.reshape"(%1366) : (tensor<1x512xf32>) -> tensor<1x8x64xf32>
    %1368 = "stablehlo.slice"(%1364) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1369 = "stablehlo.slice"(%1364) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x8x64xf32>) -> tensor<1x8x32xf32>
    %1370 = "stablehlo.multiply"(%1368, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1371 = "stablehlo.multiply"(%1369, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1372 = "stablehlo.subtract"(%1370, %1371) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1373 = "stablehlo.multiply"(%1369, %16) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1374 = "stablehlo.multiply"(%1368, %17) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1375 = "stablehlo.add"(%1373, %1374) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %1376 = "stablehlo.concatenate"(%1372, %1375) {dimension = 2 : i64} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
    %1377 = "stablehlo.dynamic_update_slice"(%arg178, %1376, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1378 = "stablehlo.dynamic_update_slice"(%arg179, %1367, %arg147, %53, %53) : (tensor<2048x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1379 = "stablehlo.convert"(%arg137) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1380 = "stablehlo.dot_general"(%1361, %1379) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1381 = "stablehlo.reshape"(%1380) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1382 = "stablehlo.slice"(%1381) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1383 = "stablehlo.slice"(%1381) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1384 = "stablehlo.multiply"(%1382, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1385 = "stablehlo.multiply"(%1383, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1386 = "stablehlo.subtract"(%1384, %1385) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1387 = "stablehlo.multiply"(%1383, %14) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1388 = "stablehlo.multiply"(%1382, %15) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1389 = "stablehlo.add"(%1387, %1388) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1390 = "stablehlo.concatenate"(%1386, %1389) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1391 = "stablehlo.reshape"(%1390) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1392 = "stablehlo.dot_general"(%1391, %1377) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1393 = "stablehlo.multiply"(%1392, %70) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1394 = "stablehlo.select"(%21, %1393, %72) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1395 = "stablehlo.reduce"(%1394, %74) ({
    ^bb0(%1396: tensor<f32>, %1397: tensor<f32>):
      %1398 = "stablehlo.maximum"(%1396, %1397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1398) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1399 = "stablehlo.broadcast_in_dim"(%1395) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1400 = "stablehlo.subtract"(%1394, %1399) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1401 = "stablehlo.exponential"(%1400) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1402 = "stablehlo.reduce"(%1401, %23) ({
    ^bb0(%1403: tensor<f32>, %1404: tensor<f32>):
      %1405 = "stablehlo.add"(%1403, %1404) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1405) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%1402) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1407 = "stablehlo.divide"(%1401, %1406) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1408 = "stablehlo.dot_general"(%1407, %1378) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1409 = "stablehlo.transpose"(%1408) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1410 = "stablehlo.reshape"(%1409) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1411 = "stablehlo.convert"(%arg140) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1412 = "stablehlo.dot_general"(%1410, %1411) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1413 = "stablehlo.add"(%1348, %1412) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1414 = "stablehlo.multiply"(%1413, %1413) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1415 = "stablehlo.reduce"(%1414, %23) ({
    ^bb0(%1416: tensor<f32>, %1417: tensor<f32>):
      %1418 = "stablehlo.add"(%1416, %1417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1419 = "stablehlo.divide"(%1415, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1420 = "stablehlo.add"(%1419, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1421 = "stablehlo.rsqrt"(%1420) : (tensor<1xf32>) -> tensor<1xf32>
    %1422 = "stablehlo.broadcast_in_dim"(%1421) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1423 = "stablehlo.multiply"(%1413, %1422) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1424 = "stablehlo.convert"(%arg141) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1425 = "stablehlo.broadcast_in_dim"(%1424) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1426 = "stablehlo.multiply"(%1425, %1423) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1427 = "stablehlo.convert"(%arg142) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1428 = "stablehlo.dot_general"(%1426, %1427) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1429 = "stablehlo.convert"(%arg143) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1430 = "stablehlo.dot_general"(%1426, %1429) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1431 = "stablehlo.logistic"(%1428) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1432 = "stablehlo.multiply"(%1428, %1431) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1433 = "stablehlo.multiply"(%1432, %1430) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1434 = "stablehlo.convert"(%arg144) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1435 = "stablehlo.dot_general"(%1433, %1434) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1436 = "stablehlo.add"(%1413, %1435) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1437 = "stablehlo.multiply"(%1436, %1436) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1438 = "stablehlo.reduce"(%1437, %23) ({
    ^bb0(%1439: tensor<f32>, %1440: tensor<f32>):
      %1441 = "stablehlo.add"(%1439, %1440) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1442 = "stablehlo.divide"(%1438, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1443 = "stablehlo.add"(%1442, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1444 = "stablehlo.rsqrt"(%1443) : (tensor<1xf32>) -> tensor<1xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1446 = "stablehlo.multiply"(%1436, %1445) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1447 = "stablehlo.convert"(%arg145) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1449 = "stablehlo.multiply"(%1448, %1446) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1450 = "stablehlo.convert"(%arg0) : (tensor<128256x2048xbf16>) -> tensor<128256x2048xf32>
    %1451 = "stablehlo.dot_general"(%1449, %1450) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<128256x2048xf32>) -> tensor<1x128256xf32>
    %1452 = "stablehlo.reshape"(%1451) : (tensor<1x128256xf32>) -> tensor<128256xf32>
    "func.return"(%1452, %54, %55, %145, %146, %233, %234, %321, %322, %409, %410, %497, %498, %585, %586, %673, %674, %761, %762, %849, %850, %937, %938, %1025, %1026, %1113, %1114, %1201, %1202, %1289, %1290, %1377, %1378) : (tensor<128256xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) -> ()
  }
}
