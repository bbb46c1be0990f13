module @prefill_logits {
  func.func public @main(%arg0: tensor<128256x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<2048x2048xbf16>, %arg3: tensor<512x2048xbf16>, %arg4: tensor<512x2048xbf16>, %arg5: tensor<2048x2048xbf16>, %arg6: tensor<2048xbf16>, %arg7: tensor<8192x2048xbf16>, %arg8: tensor<8192x2048xbf16>, %arg9: tensor<2048x8192xbf16>, %arg10: tensor<2048xbf16>, %arg11: tensor<2048x2048xbf16>, %arg12: tensor<512x2048xbf16>, %arg13: tensor<512x2048xbf16>, %arg14: tensor<2048x2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<8192x2048xbf16>, %arg17: tensor<8192x2048xbf16>, %arg18: tensor<2048x8192xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<512x2048xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<2048x2048xbf16>, %arg24: tensor<2048xbf16>, %arg25: tensor<8192x2048xbf16>, %arg26: tensor<8192x2048xbf16>, %arg27: tensor<2048x8192xbf16>, %arg28: tensor<2048xbf16>, %arg29: tensor<2048x2048xbf16>, %arg30: tensor<512x2048xbf16>, %arg31: tensor<512x2048xbf16>, %arg32: tensor<2048x2048xbf16>, %arg33: tensor<2048xbf16>, %arg34: tensor<8192x2048xbf16>, %arg35: tensor<8192x2048xbf16>, %arg36: tensor<2048x8192xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<2048x2048xbf16>, %arg39: tensor<512x2048xbf16>, %arg40: tensor<512x2048xbf16>, %arg41: tensor<2048x2048xbf16>, %arg42: tensor<2048xbf16>, %arg43: tensor<8192x2048xbf16>, %arg44: tensor<8192x2048xbf16>, %arg45: tensor<2048x8192xbf16>, %arg46: tensor<2048xbf16>, %arg47: tensor<2048x2048xbf16>, %arg48: tensor<512x2048xbf16>, %arg49: tensor<512x2048xbf16>, %arg50: tensor<2048x2048xbf16>, %arg51: tensor<2048xbf16>, %arg52: tensor<8192x2048xbf16>, %arg53: tensor<8192x2048xbf16>, %arg54: tensor<2048x8192xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048x2048xbf16>, %arg57: tensor<512x2048xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<2048x2048xbf16>, %arg60: tensor<2048xbf16>, %arg61: tensor<8192x2048xbf16>, %arg62: tensor<8192x2048xbf16>, %arg63: tensor<2048x8192xbf16>, %arg64: tensor<2048xbf16>, %arg65: tensor<2048x2048xbf16>, %arg66: tensor<512x2048xbf16>, %arg67: tensor<512x2048xbf16>, %arg68: tensor<2048x2048xbf16>, %arg69: tensor<2048xbf16>, %arg70: tensor<8192x2048xbf16>, %arg71: tensor<8192x2048xbf16>, %arg72: tensor<2048x8192xbf16>, %arg73: tensor<2048xbf16>, %arg74: tensor<2048x2048xbf16>, %arg75: tensor<512x2048xbf16>, %arg76: tensor<512x2048xbf16>, %arg77: tensor<2048x2048xbf16>, %arg78: tensor<2048xbf16>, %arg79: tensor<8192x2048xbf16>, %arg80: tensor<8192x2048xbf16>, %arg81: tensor<2048x8192xbf16>, %arg82: tensor<2048xbf16>, %arg83: tensor<2048x2048xbf16>, %arg84: tensor<512x2048xbf16>, %arg85: tensor<512x2048xbf16>, %arg86: tensor<2048x2048xbf16>, %arg87: tensor<2048xbf16>, %arg88: tensor<8192x2048xbf16>, %arg89: tensor<8192x2048xbf16>, %arg90: tensor<2048x8192xbf16>, %arg91: tensor<2048xbf16>, %arg92: tensor<2048x2048xbf16>, %arg93: tensor<512x2048xbf16>, %arg94: tensor<512x2048xbf16>, %arg95: tensor<2048x2048xbf16>, %arg96: tensor<2048xbf16>, %arg97: tensor<8192x2048xbf16>, %arg98: tensor<8192x2048xbf16>, %arg99: tensor<2048x8192xbf16>, %arg100: tensor<2048xbf16>, %arg101: tensor<2048x2048xbf16>, %arg102: tensor<512x2048xbf16>, %arg103: tensor<512x2048xbf16>, %arg104: tensor<2048x2048xbf16>, %arg105: tensor<2048xbf16>, %arg106: tensor<8192x2048xbf16>, %arg107: tensor<8192x2048xbf16>, %arg108: tensor<2048x8192xbf16>, %arg109: tensor<2048xbf16>, %arg110: tensor<2048x2048xbf16>, %arg111: tensor<512x2048xbf16>, %arg112: tensor<512x2048xbf16>, %arg113: tensor<2048x2048xbf16>, %arg114: tensor<2048xbf16>, %arg115: tensor<8192x2048xbf16>, %arg116: tensor<8192x2048xbf16>, %arg117: tensor<2048x8192xbf16>, %arg118: tensor<2048xbf16>, %arg119: tensor<2048x2048xbf16>, %arg120: tensor<512x2048xbf16>, %arg121: tensor<512x2048xbf16>, %arg122: tensor<2048x2048xbf16>, %arg123: tensor<2048xbf16>, %arg124: tensor<8192x2048xbf16>, %arg125: tensor<8192x2048xbf16>, %arg126: tensor<2048x8192xbf16>, %arg127: tensor<2048xbf16>, %arg128: tensor<2048x2048xbf16>, %arg129: tensor<512x2048xbf16>, %arg130: tensor<512x2048xbf16>, %arg131: tensor<2048x2048xbf16>, %arg132: tensor<2048xbf16>, %arg133: tensor<8192x2048xbf16>, %arg134: tensor<8192x2048xbf16>, %arg135: tensor<2048x8192xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048x2048xbf16>, %arg138: tensor<512x2048xbf16>, %arg139: tensor<512x2048xbf16>, %arg140: tensor<2048x2048xbf16>, %arg141: tensor<2048xbf16>, %arg142: tensor<8192x2048xbf16>, %arg143: tensor<8192x2048xbf16>, %arg144: tensor<2048x8192xbf16>, %arg145: tensor<2048xbf16>, %arg146: tensor<256xi32>, %arg147: tensor<i32>, %arg148: tensor<i32>, %arg149: tensor<2048x8x64xf32>, %arg150: tensor<2048x8x64xf32>, %arg151: tensor<2048x8x64xf32>, %arg152: tensor<2048x8x64xf32>, %arg153: tensor<2048x8x64xf32>, %arg154: tensor<2048x8x64xf32>, %arg155: tensor<2048x8x64xf32>, %arg156: tensor<2048x8x64xf32>, %arg157: tensor<2048x8x64xf32>, %arg158: tensor<2048x8x64xf32>, %arg159: tensor<2048x8x64xf32>, %arg160: tensor<2048x8x64xf32>, %arg161: tensor<2048x8x64xf32>, %arg162: tensor<2048x8x64xf32>, %arg163: tensor<2048x8x64xf32>, %arg164: tensor<2048x8x64xf32>, %arg165: tensor<2048x8x64xf32>, %arg166: tensor<2048x8x64xf32>, %arg167: tensor<2048x8x64xf32>, %arg168: tensor<2048x8x64xf32>, %arg169: tensor<2048x8x64xf32>, %arg170: tensor<2048x8x64xf32>, %arg171: tensor<2048x8x64xf32>, %arg172: tensor<2048x8x64xf32>, %arg173: tensor<2048x8x64xf32>, %arg174: tensor<2048x8x64xf32>, %arg175: tensor<2048x8x64xf32>, %arg176: tensor<2048x8x64xf32>, %arg177: tensor<2048x8x64xf32>, %arg178: tensor<2048x8x64xf32>, %arg179: tensor<2048x8x64xf32>, %arg180: tensor<2048x8x64xf32>) -> (tensor<128256xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) {
    %0 = "stablehlo.reshape"(%arg146) : (tensor<256xi32>) -> tensor<256x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2048>} : (tensor<128256x2048xbf16>, tensor<256x1xi32>) -> tensor<256x2048xbf16>
    %2 = "stablehlo.convert"(%1) : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<256xi32>
    %4 = "stablehlo.broadcast_in_dim"(%arg147) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<256xi32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %6 = "stablehlo.convert"(%5) : (tensor<256xi32>) -> tensor<256xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x32xf32>
    %8 = "stablehlo.constant"() {value = dense<[1.0e+00, 6.636013e-01, 4.4036663e-01, 2.9222783e-01, 1.9392276e-01, 1.2868738e-01, 8.53971e-02, 5.666962e-02, 3.760603e-02, 2.4955409e-02, 1.656044e-02, 1.0989529e-02, 7.292665e-03, 4.8394212e-03, 3.211446e-03, 1.290548e-03, 4.295567e-04, 9.708286e-05, 1.9461639e-05, 1.29147675e-05, 8.570256e-06, 5.6872323e-06, 3.7740544e-06, 2.5044671e-06, 1.6619674e-06, 1.1028836e-06, 7.3187493e-07, 4.856731e-07, 3.222933e-07, 2.1387423e-07, 1.419272e-07, 9.4183065e-08]> : tensor<32xf32>} : () -> tensor<32xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<256x32xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %11 = "stablehlo.cosine"(%10) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %12 = "stablehlo.sine"(%10) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %13 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<256x32xf32>) -> tensor<256x32x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<256x32xf32>) -> tensor<256x32x32xf32>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<256x32xf32>) -> tensor<256x8x32xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<256x32xf32>) -> tensor<256x8x32xf32>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<256x2048xi32>
    %18 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<256xi32>) -> tensor<256x2048xi32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<256x2048xi32>, tensor<256x2048xi32>) -> tensor<256x2048xi1>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<256x2048xi1>) -> tensor<8x256x4x2048xi1>
    %21 = "stablehlo.multiply"(%2, %2) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %22 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%24: tensor<f32>, %25: tensor<f32>):
      %26 = "stablehlo.add"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %27 = "stablehlo.constant"() {value = dense<2.048e+03> : tensor<256xf32>} : () -> tensor<256xf32>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %29 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<256xf32>} : () -> tensor<256xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %31 = "stablehlo.rsqrt"(%30) : (tensor<256xf32>) -> tensor<256xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %33 = "stablehlo.multiply"(%2, %32) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %34 = "stablehlo.convert"(%arg1) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %36 = "stablehlo.multiply"(%35, %33) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %37 = "stablehlo.convert"(%arg2) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %38 = "stablehlo.dot_general"(%36, %37) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %40 = "stablehlo.convert"(%arg3) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %41 = "stablehlo.dot_general"(%36, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %43 = "stablehlo.convert"(%arg4) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %44 = "stablehlo.dot_general"(%36, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %46 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %47 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %48 = "stablehlo.multiply"(%46, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %49 = "stablehlo.multiply"(%47, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %50 = "stablehlo.subtract"(%48, %49) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %51 = "stablehlo.multiply"(%47, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %52 = "stablehlo.multiply"(%46, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %54 = "stablehlo.concatenate"(%50, %53) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %55 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %56 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %57 = "stablehlo.multiply"(%55, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %58 = "stablehlo.multiply"(%56, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %59 = "stablehlo.subtract"(%57, %58) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %60 = "stablehlo.multiply"(%56, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %61 = "stablehlo.multiply"(%55, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %63 = "stablehlo.concatenate"(%59, %62) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %64 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %65 = "stablehlo.dynamic_update_slice"(%arg149, %63, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %66 = "stablehlo.dynamic_update_slice"(%arg150, %45, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %67 = "stablehlo.reshape"(%54) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %68 = "stablehlo.dot_general"(%67, %65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %69 = "stablehlo.constant"() {value = dense<1.25e-01> : tensor<8x256x4x2048xf32>} : () -> tensor<8x256x4x2048xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %71 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<8x256x4x2048xf32>} : () -> tensor<8x256x4x2048xf32>
    %72 = "stablehlo.select"(%20, %70, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %73 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%75: tensor<f32>, %76: tensor<f32>):
      %77 = "stablehlo.maximum"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %78 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %79 = "stablehlo.subtract"(%72, %78) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %80 = "stablehlo.exponential"(%79) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %81 = "stablehlo.reduce"(%80, %22) ({
    ^bb0(%82: tensor<f32>, %83: tensor<f32>):
      %84 = "stablehlo.add"(%82, %83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%84) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %85 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %86 = "stablehlo.divide"(%80, %85) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %87 = "stablehlo.dot_general"(%86, %66) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %88 = "stablehlo.transpose"(%87) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %90 = "stablehlo.convert"(%arg5) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %92 = "stablehlo.add"(%2, %91) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %93 = "stablehlo.multiply"(%92, %92) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %94 = "stablehlo.reduce"(%93, %22) ({
    ^bb0(%95: tensor<f32>, %96: tensor<f32>):
      %97 = "stablehlo.add"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %98 = "stablehlo.divide"(%94, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %99 = "stablehlo.add"(%98, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %100 = "stablehlo.rsqrt"(%99) : (tensor<256xf32>) -> tensor<256xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %102 = "stablehlo.multiply"(%92, %101) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %103 = "stablehlo.convert"(%arg6) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %105 = "stablehlo.multiply"(%104, %102) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %106 = "stablehlo.convert"(%arg7) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %107 = "stablehlo.dot_general"(%105, %106) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %108 = "stablehlo.convert"(%arg8) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %109 = "stablehlo.dot_general"(%105, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %110 = "stablehlo.logistic"(%107) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %111 = "stablehlo.multiply"(%107, %110) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %112 = "stablehlo.multiply"(%111, %109) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %113 = "stablehlo.convert"(%arg9) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %114 = "stablehlo.dot_general"(%112, %113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %115 = "stablehlo.add"(%92, %114) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %116 = "stablehlo.multiply"(%115, %115) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %117 = "stablehlo.reduce"(%116, %22) ({
    ^bb0(%118: tensor<f32>, %119: tensor<f32>):
      %120 = "stablehlo.add"(%118, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %121 = "stablehlo.divide"(%117, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %122 = "stablehlo.add"(%121, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %123 = "stablehlo.rsqrt"(%122) : (tensor<256xf32>) -> tensor<256xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %125 = "stablehlo.multiply"(%115, %124) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %126 = "stablehlo.convert"(%arg10) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %128 = "stablehlo.multiply"(%127, %125) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %129 = "stablehlo.convert"(%arg11) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %130 = "stablehlo.dot_general"(%128, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %132 = "stablehlo.convert"(%arg12) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %133 = "stablehlo.dot_general"(%128, %132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %135 = "stablehlo.convert"(%arg13) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %136 = "stablehlo.dot_general"(%128, %135) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %138 = "stablehlo.slice"(%131) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %139 = "stablehlo.slice"(%131) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %140 = "stablehlo.multiply"(%138, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %141 = "stablehlo.multiply"(%139, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %142 = "stablehlo.subtract"(%140, %141) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %143 = "stablehlo.multiply"(%139, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %144 = "stablehlo.multiply"(%138, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %145 = "stablehlo.add"(%143, %144) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %146 = "stablehlo.concatenate"(%142, %145) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %147 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %148 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %149 = "stablehlo.multiply"(%147, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %150 = "stablehlo.multiply"(%148, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %151 = "stablehlo.subtract"(%149, %150) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %152 = "stablehlo.multiply"(%148, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %153 = "stablehlo.multiply"(%147, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %154 = "stablehlo.add"(%152, %153) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %155 = "stablehlo.concatenate"(%151, %154) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %156 = "stablehlo.dynamic_update_slice"(%arg151, %155, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %157 = "stablehlo.dynamic_update_slice"(%arg152, %137, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %158 = "stablehlo.reshape"(%146) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %159 = "stablehlo.dot_general"(%158, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %160 = "stablehlo.multiply"(%159, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %161 = "stablehlo.select"(%20, %160, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %162 = "stablehlo.reduce"(%161, %73) ({
    ^bb0(%163: tensor<f32>, %164: tensor<f32>):
      %165 = "stablehlo.maximum"(%163, %164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%165) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %166 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %167 = "stablehlo.subtract"(%161, %166) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %168 = "stablehlo.exponential"(%167) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %169 = "stablehlo.reduce"(%168, %22) ({
    ^bb0(%170: tensor<f32>, %171: tensor<f32>):
      %172 = "stablehlo.add"(%170, %171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%172) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %173 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %174 = "stablehlo.divide"(%168, %173) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %175 = "stablehlo.dot_general"(%174, %157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %176 = "stablehlo.transpose"(%175) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %178 = "stablehlo.convert"(%arg14) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %179 = "stablehlo.dot_general"(%177, %178) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %180 = "stablehlo.add"(%115, %179) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %181 = "stablehlo.multiply"(%180, %180) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %182 = "stablehlo.reduce"(%181, %22) ({
    ^bb0(%183: tensor<f32>, %184: tensor<f32>):
      %185 = "stablehlo.add"(%183, %184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%185) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %186 = "stablehlo.divide"(%182, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %187 = "stablehlo.add"(%186, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %188 = "stablehlo.rsqrt"(%187) : (tensor<256xf32>) -> tensor<256xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %190 = "stablehlo.multiply"(%180, %189) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %191 = "stablehlo.convert"(%arg15) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %193 = "stablehlo.multiply"(%192, %190) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %194 = "stablehlo.convert"(%arg16) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %195 = "stablehlo.dot_general"(%193, %194) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %196 = "stablehlo.convert"(%arg17) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %197 = "stablehlo.dot_general"(%193, %196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %198 = "stablehlo.logistic"(%195) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %199 = "stablehlo.multiply"(%195, %198) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %200 = "stablehlo.multiply"(%199, %197) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %201 = "stablehlo.convert"(%arg18) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %202 = "stablehlo.dot_general"(%200, %201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %203 = "stablehlo.add"(%180, %202) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %204 = "stablehlo.multiply"(%203, %203) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %205 = "stablehlo.reduce"(%204, %22) ({
    ^bb0(%206: tensor<f32>, %207: tensor<f32>):
      %208 = "stablehlo.add"(%206, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%208) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %209 = "stablehlo.divide"(%205, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %210 = "stablehlo.add"(%209, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %211 = "stablehlo.rsqrt"(%210) : (tensor<256xf32>) -> tensor<256xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %213 = "stablehlo.multiply"(%203, %212) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %214 = "stablehlo.convert"(%arg19) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %216 = "stablehlo.multiply"(%215, %213) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %217 = "stablehlo.convert"(%arg20) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %218 = "stablehlo.dot_general"(%216, %217) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %220 = "stablehlo.convert"(%arg21) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %221 = "stablehlo.dot_general"(%216, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %223 = "stablehlo.convert"(%arg22) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %224 = "stablehlo.dot_general"(%216, %223) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %226 = "stablehlo.slice"(%219) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %227 = "stablehlo.slice"(%219) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %228 = "stablehlo.multiply"(%226, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %229 = "stablehlo.multiply"(%227, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %230 = "stablehlo.subtract"(%228, %229) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %231 = "stablehlo.multiply"(%227, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %232 = "stablehlo.multiply"(%226, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %233 = "stablehlo.add"(%231, %232) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %234 = "stablehlo.concatenate"(%230, %233) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %235 = "stablehlo.slice"(%222) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %236 = "stablehlo.slice"(%222) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %237 = "stablehlo.multiply"(%235, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %238 = "stablehlo.multiply"(%236, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %239 = "stablehlo.subtract"(%237, %238) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %240 = "stablehlo.multiply"(%236, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %241 = "stablehlo.multiply"(%235, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %242 = "stablehlo.add"(%240, %241) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %243 = "stablehlo.concatenate"(%239, %242) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %244 = "stablehlo.dynamic_update_slice"(%arg153, %243, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %245 = "stablehlo.dynamic_update_slice"(%arg154, %225, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %246 = "stablehlo.reshape"(%234) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %247 = "stablehlo.dot_general"(%246, %244) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %248 = "stablehlo.multiply"(%247, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %249 = "stablehlo.select"(%20, %248, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %250 = "stablehlo.reduce"(%249, %73) ({
    ^bb0(%251: tensor<f32>, %252: tensor<f32>):
      %253 = "stablehlo.maximum"(%251, %252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %254 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %255 = "stablehlo.subtract"(%249, %254) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %256 = "stablehlo.exponential"(%255) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %257 = "stablehlo.reduce"(%256, %22) ({
    ^bb0(%258: tensor<f32>, %259: tensor<f32>):
      %260 = "stablehlo.add"(%258, %259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%260) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %261 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %262 = "stablehlo.divide"(%256, %261) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %263 = "stablehlo.dot_general"(%262, %245) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %264 = "stablehlo.transpose"(%263) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %266 = "stablehlo.convert"(%arg23) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %267 = "stablehlo.dot_general"(%265, %266) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %268 = "stablehlo.add"(%203, %267) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %269 = "stablehlo.multiply"(%268, %268) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %270 = "stablehlo.reduce"(%269, %22) ({
    ^bb0(%271: tensor<f32>, %272: tensor<f32>):
      %273 = "stablehlo.add"(%271, %272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%273) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %274 = "stablehlo.divide"(%270, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %275 = "stablehlo.add"(%274, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %276 = "stablehlo.rsqrt"(%275) : (tensor<256xf32>) -> tensor<256xf32>
    %277 = "stablehlo.broadcast_in_dim"(%276) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %278 = "stablehlo.multiply"(%268, %277) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %279 = "stablehlo.convert"(%arg24) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %281 = "stablehlo.multiply"(%280, %278) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %282 = "stablehlo.convert"(%arg25) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %283 = "stablehlo.dot_general"(%281, %282) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %284 = "stablehlo.convert"(%arg26) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %285 = "stablehlo.dot_general"(%281, %284) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %286 = "stablehlo.logistic"(%283) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %287 = "stablehlo.multiply"(%283, %286) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %288 = "stablehlo.multiply"(%287, %285) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %289 = "stablehlo.convert"(%arg27) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %290 = "stablehlo.dot_general"(%288, %289) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %291 = "stablehlo.add"(%268, %290) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %292 = "stablehlo.multiply"(%291, %291) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %293 = "stablehlo.reduce"(%292, %22) ({
    ^bb0(%294: tensor<f32>, %295: tensor<f32>):
      %296 = "stablehlo.add"(%294, %295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%296) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %297 = "stablehlo.divide"(%293, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %298 = "stablehlo.add"(%297, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %299 = "stablehlo.rsqrt"(%298) : (tensor<256xf32>) -> tensor<256xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %301 = "stablehlo.multiply"(%291, %300) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %302 = "stablehlo.convert"(%arg28) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %304 = "stablehlo.multiply"(%303, %301) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %305 = "stablehlo.convert"(%arg29) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %306 = "stablehlo.dot_general"(%304, %305) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %307 = "stablehlo.reshape"(%306) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %308 = "stablehlo.convert"(%arg30) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %309 = "stablehlo.dot_general"(%304, %308) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %310 = "stablehlo.reshape"(%309) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %311 = "stablehlo.convert"(%arg31) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %312 = "stablehlo.dot_general"(%304, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %314 = "stablehlo.slice"(%307) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %315 = "stablehlo.slice"(%307) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %316 = "stablehlo.multiply"(%314, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %317 = "stablehlo.multiply"(%315, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %318 = "stablehlo.subtract"(%316, %317) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %319 = "stablehlo.multiply"(%315, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %320 = "stablehlo.multiply"(%314, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %321 = "stablehlo.add"(%319, %320) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %322 = "stablehlo.concatenate"(%318, %321) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %323 = "stablehlo.slice"(%310) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %324 = "stablehlo.slice"(%310) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %325 = "stablehlo.multiply"(%323, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %326 = "stablehlo.multiply"(%324, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %327 = "stablehlo.subtract"(%325, %326) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %328 = "stablehlo.multiply"(%324, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %329 = "stablehlo.multiply"(%323, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %330 = "stablehlo.add"(%328, %329) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %331 = "stablehlo.concatenate"(%327, %330) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %332 = "stablehlo.dynamic_update_slice"(%arg155, %331, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %333 = "stablehlo.dynamic_update_slice"(%arg156, %313, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %334 = "stablehlo.reshape"(%322) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %335 = "stablehlo.dot_general"(%334, %332) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %336 = "stablehlo.multiply"(%335, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %337 = "stablehlo.select"(%20, %336, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %338 = "stablehlo.reduce"(%337, %73) ({
    ^bb0(%339: tensor<f32>, %340: tensor<f32>):
      %341 = "stablehlo.maximum"(%339, %340) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%341) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %342 = "stablehlo.broadcast_in_dim"(%338) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %343 = "stablehlo.subtract"(%337, %342) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %344 = "stablehlo.exponential"(%343) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %345 = "stablehlo.reduce"(%344, %22) ({
    ^bb0(%346: tensor<f32>, %347: tensor<f32>):
      %348 = "stablehlo.add"(%346, %347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%348) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %349 = "stablehlo.broadcast_in_dim"(%345) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %350 = "stablehlo.divide"(%344, %349) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %351 = "stablehlo.dot_general"(%350, %333) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %352 = "stablehlo.transpose"(%351) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %353 = "stablehlo.reshape"(%352) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %354 = "stablehlo.convert"(%arg32) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %355 = "stablehlo.dot_general"(%353, %354) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %356 = "stablehlo.add"(%291, %355) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %357 = "stablehlo.multiply"(%356, %356) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %358 = "stablehlo.reduce"(%357, %22) ({
    ^bb0(%359: tensor<f32>, %360: tensor<f32>):
      %361 = "stablehlo.add"(%359, %360) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%361) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %362 = "stablehlo.divide"(%358, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %363 = "stablehlo.add"(%362, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %364 = "stablehlo.rsqrt"(%363) : (tensor<256xf32>) -> tensor<256xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %366 = "stablehlo.multiply"(%356, %365) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %367 = "stablehlo.convert"(%arg33) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %368 = "stablehlo.broadcast_in_dim"(%367) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %369 = "stablehlo.multiply"(%368, %366) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %370 = "stablehlo.convert"(%arg34) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %371 = "stablehlo.dot_general"(%369, %370) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %372 = "stablehlo.convert"(%arg35) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %373 = "stablehlo.dot_general"(%369, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %374 = "stablehlo.logistic"(%371) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %375 = "stablehlo.multiply"(%371, %374) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %376 = "stablehlo.multiply"(%375, %373) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %377 = "stablehlo.convert"(%arg36) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %378 = "stablehlo.dot_general"(%376, %377) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %379 = "stablehlo.add"(%356, %378) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %380 = "stablehlo.multiply"(%379, %379) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %381 = "stablehlo.reduce"(%380, %22) ({
    ^bb0(%382: tensor<f32>, %383: tensor<f32>):
      %384 = "stablehlo.add"(%382, %383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%384) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %385 = "stablehlo.divide"(%381, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %386 = "stablehlo.add"(%385, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %387 = "stablehlo.rsqrt"(%386) : (tensor<256xf32>) -> tensor<256xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %389 = "stablehlo.multiply"(%379, %388) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %390 = "stablehlo.convert"(%arg37) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %391 = "stablehlo.broadcast_in_dim"(%390) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %392 = "stablehlo.multiply"(%391, %389) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %393 = "stablehlo.convert"(%arg38) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %394 = "stablehlo.dot_general"(%392, %393) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %395 = "stablehlo.reshape"(%394) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %396 = "stablehlo.convert"(%arg39) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %397 = "stablehlo.dot_general"(%392, %396) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %398 = "stablehlo.reshape"(%397) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %399 = "stablehlo.convert"(%arg40) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %400 = "stablehlo.dot_general"(%392, %399) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %402 = "stablehlo.slice"(%395) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %403 = "stablehlo.slice"(%395) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %404 = "stablehlo.multiply"(%402, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %405 = "stablehlo.multiply"(%403, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %406 = "stablehlo.subtract"(%404, %405) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %407 = "stablehlo.multiply"(%403, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %408 = "stablehlo.multiply"(%402, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %409 = "stablehlo.add"(%407, %408) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %410 = "stablehlo.concatenate"(%406, %409) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %411 = "stablehlo.slice"(%398) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %412 = "stablehlo.slice"(%398) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %413 = "stablehlo.multiply"(%411, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %414 = "stablehlo.multiply"(%412, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %415 = "stablehlo.subtract"(%413, %414) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %416 = "stablehlo.multiply"(%412, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %417 = "stablehlo.multiply"(%411, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %418 = "stablehlo.add"(%416, %417) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %419 = "stablehlo.concatenate"(%415, %418) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %420 = "stablehlo.dynamic_update_slice"(%arg157, %419, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %421 = "stablehlo.dynamic_update_slice"(%arg158, %401, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %422 = "stablehlo.reshape"(%410) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %423 = "stablehlo.dot_general"(%422, %420) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %424 = "stablehlo.multiply"(%423, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %425 = "stablehlo.select"(%20, %424, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %426 = "stablehlo.reduce"(%425, %73) ({
    ^bb0(%427: tensor<f32>, %428: tensor<f32>):
      %429 = "stablehlo.maximum"(%427, %428) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%429) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %430 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %431 = "stablehlo.subtract"(%425, %430) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %432 = "stablehlo.exponential"(%431) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %433 = "stablehlo.reduce"(%432, %22) ({
    ^bb0(%434: tensor<f32>, %435: tensor<f32>):
      %436 = "stablehlo.add"(%434, %435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%436) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %437 = "stablehlo.broadcast_in_dim"(%433) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %438 = "stablehlo.divide"(%432, %437) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %439 = "stablehlo.dot_general"(%438, %421) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %440 = "stablehlo.transpose"(%439) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %441 = "stablehlo.reshape"(%440) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %442 = "stablehlo.convert"(%arg41) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %443 = "stablehlo.dot_general"(%441, %442) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %444 = "stablehlo.add"(%379, %443) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %445 = "stablehlo.multiply"(%444, %444) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %446 = "stablehlo.reduce"(%445, %22) ({
    ^bb0(%447: tensor<f32>, %448: tensor<f32>):
      %449 = "stablehlo.add"(%447, %448) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%449) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %450 = "stablehlo.divide"(%446, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %451 = "stablehlo.add"(%450, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %452 = "stablehlo.rsqrt"(%451) : (tensor<256xf32>) -> tensor<256xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %454 = "stablehlo.multiply"(%444, %453) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %455 = "stablehlo.convert"(%arg42) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %457 = "stablehlo.multiply"(%456, %454) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %458 = "stablehlo.convert"(%arg43) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %459 = "stablehlo.dot_general"(%457, %458) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %460 = "stablehlo.convert"(%arg44) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %461 = "stablehlo.dot_general"(%457, %460) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %462 = "stablehlo.logistic"(%459) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %463 = "stablehlo.multiply"(%459, %462) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %464 = "stablehlo.multiply"(%463, %461) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %465 = "stablehlo.convert"(%arg45) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %466 = "stablehlo.dot_general"(%464, %465) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %467 = "stablehlo.add"(%444, %466) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %468 = "stablehlo.multiply"(%467, %467) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %469 = "stablehlo.reduce"(%468, %22) ({
    ^bb0(%470: tensor<f32>, %471: tensor<f32>):
      %472 = "stablehlo.add"(%470, %471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%472) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %473 = "stablehlo.divide"(%469, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %474 = "stablehlo.add"(%473, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %475 = "stablehlo.rsqrt"(%474) : (tensor<256xf32>) -> tensor<256xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %477 = "stablehlo.multiply"(%467, %476) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %478 = "stablehlo.convert"(%arg46) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %479 = "stablehlo.broadcast_in_dim"(%478) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %480 = "stablehlo.multiply"(%479, %477) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %481 = "stablehlo.convert"(%arg47) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %482 = "stablehlo.dot_general"(%480, %481) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %483 = "stablehlo.reshape"(%482) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %484 = "stablehlo.convert"(%arg48) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %485 = "stablehlo.dot_general"(%480, %484) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %486 = "stablehlo.reshape"(%485) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %487 = "stablehlo.convert"(%arg49) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %488 = "stablehlo.dot_general"(%480, %487) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %489 = "stablehlo.reshape"(%488) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %490 = "stablehlo.slice"(%483) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %491 = "stablehlo.slice"(%483) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %492 = "stablehlo.multiply"(%490, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %493 = "stablehlo.multiply"(%491, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %494 = "stablehlo.subtract"(%492, %493) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %495 = "stablehlo.multiply"(%491, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %496 = "stablehlo.multiply"(%490, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %497 = "stablehlo.add"(%495, %496) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %498 = "stablehlo.concatenate"(%494, %497) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %499 = "stablehlo.slice"(%486) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %500 = "stablehlo.slice"(%486) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %501 = "stablehlo.multiply"(%499, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %502 = "stablehlo.multiply"(%500, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %503 = "stablehlo.subtract"(%501, %502) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %504 = "stablehlo.multiply"(%500, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %505 = "stablehlo.multiply"(%499, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %506 = "stablehlo.add"(%504, %505) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %507 = "stablehlo.concatenate"(%503, %506) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %508 = "stablehlo.dynamic_update_slice"(%arg159, %507, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %509 = "stablehlo.dynamic_update_slice"(%arg160, %489, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %510 = "stablehlo.reshape"(%498) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %511 = "stablehlo.dot_general"(%510, %508) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %512 = "stablehlo.multiply"(%511, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %513 = "stablehlo.select"(%20, %512, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %514 = "stablehlo.reduce"(%513, %73) ({
    ^bb0(%515: tensor<f32>, %516: tensor<f32>):
      %517 = "stablehlo.maximum"(%515, %516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%517) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %518 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %519 = "stablehlo.subtract"(%513, %518) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %520 = "stablehlo.exponential"(%519) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %521 = "stablehlo.reduce"(%520, %22) ({
    ^bb0(%522: tensor<f32>, %523: tensor<f32>):
      %524 = "stablehlo.add"(%522, %523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%524) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %525 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %526 = "stablehlo.divide"(%520, %525) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %527 = "stablehlo.dot_general"(%526, %509) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %528 = "stablehlo.transpose"(%527) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %529 = "stablehlo.reshape"(%528) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %530 = "stablehlo.convert"(%arg50) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %531 = "stablehlo.dot_general"(%529, %530) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %532 = "stablehlo.add"(%467, %531) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %533 = "stablehlo.multiply"(%532, %532) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %534 = "stablehlo.reduce"(%533, %22) ({
    ^bb0(%535: tensor<f32>, %536: tensor<f32>):
      %537 = "stablehlo.add"(%535, %536) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%537) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %538 = "stablehlo.divide"(%534, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %539 = "stablehlo.add"(%538, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %540 = "stablehlo.rsqrt"(%539) : (tensor<256xf32>) -> tensor<256xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %542 = "stablehlo.multiply"(%532, %541) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %543 = "stablehlo.convert"(%arg51) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %544 = "stablehlo.broadcast_in_dim"(%543) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %545 = "stablehlo.multiply"(%544, %542) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %546 = "stablehlo.convert"(%arg52) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %547 = "stablehlo.dot_general"(%545, %546) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %548 = "stablehlo.convert"(%arg53) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %549 = "stablehlo.dot_general"(%545, %548) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %550 = "stablehlo.logistic"(%547) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %551 = "stablehlo.multiply"(%547, %550) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %552 = "stablehlo.multiply"(%551, %549) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %553 = "stablehlo.convert"(%arg54) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %554 = "stablehlo.dot_general"(%552, %553) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %555 = "stablehlo.add"(%532, %554) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %556 = "stablehlo.multiply"(%555, %555) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %557 = "stablehlo.reduce"(%556, %22) ({
    ^bb0(%558: tensor<f32>, %559: tensor<f32>):
      %560 = "stablehlo.add"(%558, %559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%560) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %561 = "stablehlo.divide"(%557, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %562 = "stablehlo.add"(%561, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %563 = "stablehlo.rsqrt"(%562) : (tensor<256xf32>) -> tensor<256xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %565 = "stablehlo.multiply"(%555, %564) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %566 = "stablehlo.convert"(%arg55) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %568 = "stablehlo.multiply"(%567, %565) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %569 = "stablehlo.convert"(%arg56) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %570 = "stablehlo.dot_general"(%568, %569) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %571 = "stablehlo.reshape"(%570) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %572 = "stablehlo.convert"(%arg57) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %573 = "stablehlo.dot_general"(%568, %572) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %575 = "stablehlo.convert"(%arg58) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %576 = "stablehlo.dot_general"(%568, %575) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %577 = "stablehlo.reshape"(%576) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %578 = "stablehlo.slice"(%571) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %579 = "stablehlo.slice"(%571) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %580 = "stablehlo.multiply"(%578, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %581 = "stablehlo.multiply"(%579, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %582 = "stablehlo.subtract"(%580, %581) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %583 = "stablehlo.multiply"(%579, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %584 = "stablehlo.multiply"(%578, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %585 = "stablehlo.add"(%583, %584) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %586 = "stablehlo.concatenate"(%582, %585) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %587 = "stablehlo.slice"(%574) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %588 = "stablehlo.slice"(%574) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %589 = "stablehlo.multiply"(%587, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %590 = "stablehlo.multiply"(%588, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %591 = "stablehlo.subtract"(%589, %590) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %592 = "stablehlo.multiply"(%588, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %593 = "stablehlo.multiply"(%587, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %594 = "stablehlo.add"(%592, %593) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %595 = "stablehlo.concatenate"(%591, %594) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %596 = "stablehlo.dynamic_update_slice"(%arg161, %595, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %597 = "stablehlo.dynamic_update_slice"(%arg162, %577, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %598 = "stablehlo.reshape"(%586) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %599 = "stablehlo.dot_general"(%598, %596) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %600 = "stablehlo.multiply"(%599, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %601 = "stablehlo.select"(%20, %600, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %602 = "stablehlo.reduce"(%601, %73) ({
    ^bb0(%603: tensor<f32>, %604: tensor<f32>):
      %605 = "stablehlo.maximum"(%603, %604) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%605) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %606 = "stablehlo.broadcast_in_dim"(%602) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %607 = "stablehlo.subtract"(%601, %606) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %608 = "stablehlo.exponential"(%607) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %609 = "stablehlo.reduce"(%608, %22) ({
    ^bb0(%610: tensor<f32>, %611: tensor<f32>):
      %612 = "stablehlo.add"(%610, %611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%612) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %613 = "stablehlo.broadcast_in_dim"(%609) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %614 = "stablehlo.divide"(%608, %613) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %615 = "stablehlo.dot_general"(%614, %597) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %616 = "stablehlo.transpose"(%615) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %617 = "stablehlo.reshape"(%616) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %618 = "stablehlo.convert"(%arg59) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %619 = "stablehlo.dot_general"(%617, %618) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %620 = "stablehlo.add"(%555, %619) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %621 = "stablehlo.multiply"(%620, %620) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %622 = "stablehlo.reduce"(%621, %22) ({
    ^bb0(%623: tensor<f32>, %624: tensor<f32>):
      %625 = "stablehlo.add"(%623, %624) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%625) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %626 = "stablehlo.divide"(%622, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %627 = "stablehlo.add"(%626, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %628 = "stablehlo.rsqrt"(%627) : (tensor<256xf32>) -> tensor<256xf32>
    %629 = "stablehlo.broadcast_in_dim"(%628) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %630 = "stablehlo.multiply"(%620, %629) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %631 = "stablehlo.convert"(%arg60) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %632 = "stablehlo.broadcast_in_dim"(%631) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %633 = "stablehlo.multiply"(%632, %630) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %634 = "stablehlo.convert"(%arg61) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %635 = "stablehlo.dot_general"(%633, %634) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %636 = "stablehlo.convert"(%arg62) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %637 = "stablehlo.dot_general"(%633, %636) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %638 = "stablehlo.logistic"(%635) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %639 = "stablehlo.multiply"(%635, %638) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %640 = "stablehlo.multiply"(%639, %637) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %641 = "stablehlo.convert"(%arg63) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %642 = "stablehlo.dot_general"(%640, %641) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %643 = "stablehlo.add"(%620, %642) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %644 = "stablehlo.multiply"(%643, %643) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %645 = "stablehlo.reduce"(%644, %22) ({
    ^bb0(%646: tensor<f32>, %647: tensor<f32>):
      %648 = "stablehlo.add"(%646, %647) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%648) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %649 = "stablehlo.divide"(%645, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %650 = "stablehlo.add"(%649, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %651 = "stablehlo.rsqrt"(%650) : (tensor<256xf32>) -> tensor<256xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %653 = "stablehlo.multiply"(%643, %652) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %654 = "stablehlo.convert"(%arg64) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %655 = "stablehlo.broadcast_in_dim"(%654) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %656 = "stablehlo.multiply"(%655, %653) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %657 = "stablehlo.convert"(%arg65) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %658 = "stablehlo.dot_general"(%656, %657) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %659 = "stablehlo.reshape"(%658) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %660 = "stablehlo.convert"(%arg66) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %661 = "stablehlo.dot_general"(%656, %660) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %662 = "stablehlo.reshape"(%661) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %663 = "stablehlo.convert"(%arg67) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %664 = "stablehlo.dot_general"(%656, %663) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %665 = "stablehlo.reshape"(%664) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %666 = "stablehlo.slice"(%659) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %667 = "stablehlo.slice"(%659) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %668 = "stablehlo.multiply"(%666, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %669 = "stablehlo.multiply"(%667, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %670 = "stablehlo.subtract"(%668, %669) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %671 = "stablehlo.multiply"(%667, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %672 = "stablehlo.multiply"(%666, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %673 = "stablehlo.add"(%671, %672) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %674 = "stablehlo.concatenate"(%670, %673) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %675 = "stablehlo.slice"(%662) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %676 = "stablehlo.slice"(%662) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %677 = "stablehlo.multiply"(%675, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %678 = "stablehlo.multiply"(%676, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %679 = "stablehlo.subtract"(%677, %678) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %680 = "stablehlo.multiply"(%676, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %681 = "stablehlo.multiply"(%675, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %682 = "stablehlo.add"(%680, %681) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %683 = "stablehlo.concatenate"(%679, %682) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %684 = "stablehlo.dynamic_update_slice"(%arg163, %683, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %685 = "stablehlo.dynamic_update_slice"(%arg164, %665, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %686 = "stablehlo.reshape"(%674) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %687 = "stablehlo.dot_general"(%686, %684) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %688 = "stablehlo.multiply"(%687, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %689 = "stablehlo.select"(%20, %688, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %690 = "stablehlo.reduce"(%689, %73) ({
    ^bb0(%691: tensor<f32>, %692: tensor<f32>):
      %693 = "stablehlo.maximum"(%691, %692) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%693) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %694 = "stablehlo.broadcast_in_dim"(%690) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %695 = "stablehlo.subtract"(%689, %694) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %696 = "stablehlo.exponential"(%695) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %697 = "stablehlo.reduce"(%696, %22) ({
    ^bb0(%698: tensor<f32>, %699: tensor<f32>):
      %700 = "stablehlo.add"(%698, %699) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%700) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %701 = "stablehlo.broadcast_in_dim"(%697) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %702 = "stablehlo.divide"(%696, %701) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %703 = "stablehlo.dot_general"(%702, %685) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %704 = "stablehlo.transpose"(%703) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %705 = "stablehlo.reshape"(%704) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %706 = "stablehlo.convert"(%arg68) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %707 = "stablehlo.dot_general"(%705, %706) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %708 = "stablehlo.add"(%643, %707) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %709 = "stablehlo.multiply"(%708, %708) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %710 = "stablehlo.reduce"(%709, %22) ({
    ^bb0(%711: tensor<f32>, %712: tensor<f32>):
      %713 = "stablehlo.add"(%711, %712) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%713) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %714 = "stablehlo.divide"(%710, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %715 = "stablehlo.add"(%714, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %716 = "stablehlo.rsqrt"(%715) : (tensor<256xf32>) -> tensor<256xf32>
    %717 = "stablehlo.broadcast_in_dim"(%716) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %718 = "stablehlo.multiply"(%708, %717) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %719 = "stablehlo.convert"(%arg69) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %720 = "stablehlo.broadcast_in_dim"(%719) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %721 = "stablehlo.multiply"(%720, %718) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %722 = "stablehlo.convert"(%arg70) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %723 = "stablehlo.dot_general"(%721, %722) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %724 = "stablehlo.convert"(%arg71) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %725 = "stablehlo.dot_general"(%721, %724) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %726 = "stablehlo.logistic"(%723) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %727 = "stablehlo.multiply"(%723, %726) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %728 = "stablehlo.multiply"(%727, %725) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %729 = "stablehlo.convert"(%arg72) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %730 = "stablehlo.dot_general"(%728, %729) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %731 = "stablehlo.add"(%708, %730) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %732 = "stablehlo.multiply"(%731, %731) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %733 = "stablehlo.reduce"(%732, %22) ({
    ^bb0(%734: tensor<f32>, %735: tensor<f32>):
      %736 = "stablehlo.add"(%734, %735) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%736) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %737 = "stablehlo.divide"(%733, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %738 = "stablehlo.add"(%737, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %739 = "stablehlo.rsqrt"(%738) : (tensor<256xf32>) -> tensor<256xf32>
    %740 = "stablehlo.broadcast_in_dim"(%739) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %741 = "stablehlo.multiply"(%731, %740) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %742 = "stablehlo.convert"(%arg73) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %743 = "stablehlo.broadcast_in_dim"(%742) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %744 = "stablehlo.multiply"(%743, %741) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %745 = "stablehlo.convert"(%arg74) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %746 = "stablehlo.dot_general"(%744, %745) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %747 = "stablehlo.reshape"(%746) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %748 = "stablehlo.convert"(%arg75) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %749 = "stablehlo.dot_general"(%744, %748) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %750 = "stablehlo.reshape"(%749) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %751 = "stablehlo.convert"(%arg76) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %752 = "stablehlo.dot_general"(%744, %751) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %753 = "stablehlo.reshape"(%752) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %754 = "stablehlo.slice"(%747) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %755 = "stablehlo.slice"(%747) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %756 = "stablehlo.multiply"(%754, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %757 = "stablehlo.multiply"(%755, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %758 = "stablehlo.subtract"(%756, %757) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %759 = "stablehlo.multiply"(%755, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %760 = "stablehlo.multiply"(%754, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %761 = "stablehlo.add"(%759, %760) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %762 = "stablehlo.concatenate"(%758, %761) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %763 = "stablehlo.slice"(%750) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %764 = "stablehlo.slice"(%750) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %765 = "stablehlo.multiply"(%763, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %766 = "stablehlo.multiply"(%764, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %767 = "stablehlo.subtract"(%765, %766) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %768 = "stablehlo.multiply"(%764, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %769 = "stablehlo.multiply"(%763, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %770 = "stablehlo.add"(%768, %769) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %771 = "stablehlo.concatenate"(%767, %770) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %772 = "stablehlo.dynamic_update_slice"(%arg165, %771, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %773 = "stablehlo.dynamic_update_slice"(%arg166, %753, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %774 = "stablehlo.reshape"(%762) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %775 = "stablehlo.dot_general"(%774, %772) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %776 = "stablehlo.multiply"(%775, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %777 = "stablehlo.select"(%20, %776, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %778 = "stablehlo.reduce"(%777, %73) ({
    ^bb0(%779: tensor<f32>, %780: tensor<f32>):
      %781 = "stablehlo.maximum"(%779, %780) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%781) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %782 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %783 = "stablehlo.subtract"(%777, %782) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %784 = "stablehlo.exponential"(%783) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %785 = "stablehlo.reduce"(%784, %22) ({
    ^bb0(%786: tensor<f32>, %787: tensor<f32>):
      %788 = "stablehlo.add"(%786, %787) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%788) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %789 = "stablehlo.broadcast_in_dim"(%785) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %790 = "stablehlo.divide"(%784, %789) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %791 = "stablehlo.dot_general"(%790, %773) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %792 = "stablehlo.transpose"(%791) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %793 = "stablehlo.reshape"(%792) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %794 = "stablehlo.convert"(%arg77) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %795 = "stablehlo.dot_general"(%793, %794) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %796 = "stablehlo.add"(%731, %795) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %797 = "stablehlo.multiply"(%796, %796) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %798 = "stablehlo.reduce"(%797, %22) ({
    ^bb0(%799: tensor<f32>, %800: tensor<f32>):
      %801 = "stablehlo.add"(%799, %800) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%801) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %802 = "stablehlo.divide"(%798, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %803 = "stablehlo.add"(%802, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %804 = "stablehlo.rsqrt"(%803) : (tensor<256xf32>) -> tensor<256xf32>
    %805 = "stablehlo.broadcast_in_dim"(%804) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %806 = "stablehlo.multiply"(%796, %805) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %807 = "stablehlo.convert"(%arg78) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %808 = "stablehlo.broadcast_in_dim"(%807) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %809 = "stablehlo.multiply"(%808, %806) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %810 = "stablehlo.convert"(%arg79) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %811 = "stablehlo.dot_general"(%809, %810) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %812 = "stablehlo.convert"(%arg80) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %813 = "stablehlo.dot_general"(%809, %812) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %814 = "stablehlo.logistic"(%811) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %815 = "stablehlo.multiply"(%811, %814) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %816 = "stablehlo.multiply"(%815, %813) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %817 = "stablehlo.convert"(%arg81) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %818 = "stablehlo.dot_general"(%816, %817) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %819 = "stablehlo.add"(%796, %818) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %820 = "stablehlo.multiply"(%819, %819) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %821 = "stablehlo.reduce"(%820, %22) ({
    ^bb0(%822: tensor<f32>, %823: tensor<f32>):
      %824 = "stablehlo.add"(%822, %823) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%824) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %825 = "stablehlo.divide"(%821, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %826 = "stablehlo.add"(%825, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %827 = "stablehlo.rsqrt"(%826) : (tensor<256xf32>) -> tensor<256xf32>
    %828 = "stablehlo.broadcast_in_dim"(%827) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %829 = "stablehlo.multiply"(%819, %828) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %830 = "stablehlo.convert"(%arg82) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %831 = "stablehlo.broadcast_in_dim"(%830) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %832 = "stablehlo.multiply"(%831, %829) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %833 = "stablehlo.convert"(%arg83) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %834 = "stablehlo.dot_general"(%832, %833) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %835 = "stablehlo.reshape"(%834) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %836 = "stablehlo.convert"(%arg84) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %837 = "stablehlo.dot_general"(%832, %836) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %838 = "stablehlo.reshape"(%837) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %839 = "stablehlo.convert"(%arg85) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %840 = "stablehlo.dot_general"(%832, %839) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %841 = "stablehlo.reshape"(%840) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %842 = "stablehlo.slice"(%835) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %843 = "stablehlo.slice"(%835) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %844 = "stablehlo.multiply"(%842, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %845 = "stablehlo.multiply"(%843, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %846 = "stablehlo.subtract"(%844, %845) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %847 = "stablehlo.multiply"(%843, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %848 = "stablehlo.multiply"(%842, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %849 = "stablehlo.add"(%847, %848) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %850 = "stablehlo.concatenate"(%846, %849) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %851 = "stablehlo.slice"(%838) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %852 = "stablehlo.slice"(%838) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %853 = "stablehlo.multiply"(%851, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %854 = "stablehlo.multiply"(%852, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %855 = "stablehlo.subtract"(%853, %854) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %856 = "stablehlo.multiply"(%852, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %857 = "stablehlo.multiply"(%851, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %858 = "stablehlo.add"(%856, %857) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %859 = "stablehlo.concatenate"(%855, %858) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %860 = "stablehlo.dynamic_update_slice"(%arg167, %859, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %861 = "stablehlo.dynamic_update_slice"(%arg168, %841, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %862 = "stablehlo.reshape"(%850) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %863 = "stablehlo.dot_general"(%862, %860) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %864 = "stablehlo.multiply"(%863, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %865 = "stablehlo.select"(%20, %864, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %866 = "stablehlo.reduce"(%865, %73) ({
    ^bb0(%867: tensor<f32>, %868: tensor<f32>):
      %869 = "stablehlo.maximum"(%867, %868) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%869) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %870 = "stablehlo.broadcast_in_dim"(%866) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %871 = "stablehlo.subtract"(%865, %870) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %872 = "stablehlo.exponential"(%871) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %873 = "stablehlo.reduce"(%872, %22) ({
    ^bb0(%874: tensor<f32>, %875: tensor<f32>):
      %876 = "stablehlo.add"(%874, %875) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%876) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %877 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %878 = "stablehlo.divide"(%872, %877) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %879 = "stablehlo.dot_general"(%878, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %880 = "stablehlo.transpose"(%879) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %882 = "stablehlo.convert"(%arg86) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %883 = "stablehlo.dot_general"(%881, %882) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %884 = "stablehlo.add"(%819, %883) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %885 = "stablehlo.multiply"(%884, %884) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %886 = "stablehlo.reduce"(%885, %22) ({
    ^bb0(%887: tensor<f32>, %888: tensor<f32>):
      %889 = "stablehlo.add"(%887, %888) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%889) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %890 = "stablehlo.divide"(%886, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %891 = "stablehlo.add"(%890, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %892 = "stablehlo.rsqrt"(%891) : (tensor<256xf32>) -> tensor<256xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %894 = "stablehlo.multiply"(%884, %893) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %895 = "stablehlo.convert"(%arg87) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %896 = "stablehlo.broadcast_in_dim"(%895) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %897 = "stablehlo.multiply"(%896, %894) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %898 = "stablehlo.convert"(%arg88) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %899 = "stablehlo.dot_general"(%897, %898) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %900 = "stablehlo.convert"(%arg89) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %901 = "stablehlo.dot_general"(%897, %900) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %902 = "stablehlo.logistic"(%899) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %903 = "stablehlo.multiply"(%899, %902) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %904 = "stablehlo.multiply"(%903, %901) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %905 = "stablehlo.convert"(%arg90) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %906 = "stablehlo.dot_general"(%904, %905) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %907 = "stablehlo.add"(%884, %906) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %908 = "stablehlo.multiply"(%907, %907) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %909 = "stablehlo.reduce"(%908, %22) ({
    ^bb0(%910: tensor<f32>, %911: tensor<f32>):
      %912 = "stablehlo.add"(%910, %911) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%912) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %913 = "stablehlo.divide"(%909, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %914 = "stablehlo.add"(%913, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %915 = "stablehlo.rsqrt"(%914) : (tensor<256xf32>) -> tensor<256xf32>
    %916 = "stablehlo.broadcast_in_dim"(%915) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %917 = "stablehlo.multiply"(%907, %916) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %918 = "stablehlo.convert"(%arg91) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %919 = "stablehlo.broadcast_in_dim"(%918) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %920 = "stablehlo.multiply"(%919, %917) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %921 = "stablehlo.convert"(%arg92) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %922 = "stablehlo.dot_general"(%920, %921) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %923 = "stablehlo.reshape"(%922) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %924 = "stablehlo.convert"(%arg93) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %925 = "stablehlo.dot_general"(%920, %924) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %926 = "stablehlo.reshape"(%925) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %927 = "stablehlo.convert"(%arg94) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %928 = "stablehlo.dot_general"(%920, %927) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %929 = "stablehlo.reshape"(%928) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %930 = "stablehlo.slice"(%923) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %931 = "stablehlo.slice"(%923) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %932 = "stablehlo.multiply"(%930, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %933 = "stablehlo.multiply"(%931, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %934 = "stablehlo.subtract"(%932, %933) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %935 = "stablehlo.multiply"(%931, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %936 = "stablehlo.multiply"(%930, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %937 = "stablehlo.add"(%935, %936) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %938 = "stablehlo.concatenate"(%934, %937) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %939 = "stablehlo.slice"(%926) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %940 = "stablehlo.slice"(%926) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %941 = "stablehlo.multiply"(%939, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %942 = "stablehlo.multiply"(%940, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %943 = "stablehlo.subtract"(%941, %942) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %944 = "stablehlo.multiply"(%940, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %945 = "stablehlo.multiply"(%939, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %946 = "stablehlo.add"(%944, %945) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %947 = "stablehlo.concatenate"(%943, %946) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %948 = "stablehlo.dynamic_update_slice"(%arg169, %947, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %949 = "stablehlo.dynamic_update_slice"(%arg170, %929, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %950 = "stablehlo.reshape"(%938) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %951 = "stablehlo.dot_general"(%950, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %952 = "stablehlo.multiply"(%951, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %953 = "stablehlo.select"(%20, %952, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %954 = "stablehlo.reduce"(%953, %73) ({
    ^bb0(%955: tensor<f32>, %956: tensor<f32>):
      %957 = "stablehlo.maximum"(%955, %956) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%957) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %958 = "stablehlo.broadcast_in_dim"(%954) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %959 = "stablehlo.subtract"(%953, %958) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %960 = "stablehlo.exponential"(%959) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %961 = "stablehlo.reduce"(%960, %22) ({
    ^bb0(%962: tensor<f32>, %963: tensor<f32>):
      %964 = "stablehlo.add"(%962, %963) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%964) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %965 = "stablehlo.broadcast_in_dim"(%961) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %966 = "stablehlo.divide"(%960, %965) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %967 = "stablehlo.dot_general"(%966, %949) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %968 = "stablehlo.transpose"(%967) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %969 = "stablehlo.reshape"(%968) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %970 = "stablehlo.convert"(%arg95) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %971 = "stablehlo.dot_general"(%969, %970) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %972 = "stablehlo.add"(%907, %971) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %973 = "stablehlo.multiply"(%972, %972) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %974 = "stablehlo.reduce"(%973, %22) ({
    ^bb0(%975: tensor<f32>, %976: tensor<f32>):
      %977 = "stablehlo.add"(%975, %976) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%977) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %978 = "stablehlo.divide"(%974, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %979 = "stablehlo.add"(%978, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %980 = "stablehlo.rsqrt"(%979) : (tensor<256xf32>) -> tensor<256xf32>
    %981 = "stablehlo.broadcast_in_dim"(%980) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %982 = "stablehlo.multiply"(%972, %981) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %983 = "stablehlo.convert"(%arg96) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %985 = "stablehlo.multiply"(%984, %982) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %986 = "stablehlo.convert"(%arg97) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %987 = "stablehlo.dot_general"(%985, %986) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %988 = "stablehlo.convert"(%arg98) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %989 = "stablehlo.dot_general"(%985, %988) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %990 = "stablehlo.logistic"(%987) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %991 = "stablehlo.multiply"(%987, %990) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %992 = "stablehlo.multiply"(%991, %989) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %993 = "stablehlo.convert"(%arg99) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %994 = "stablehlo.dot_general"(%992, %993) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %995 = "stablehlo.add"(%972, %994) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %996 = "stablehlo.multiply"(%995, %995) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %997 = "stablehlo.reduce"(%996, %22) ({
    ^bb0(%998: tensor<f32>, %999: tensor<f32>):
      %1000 = "stablehlo.add"(%998, %999) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1000) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1001 = "stablehlo.divide"(%997, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1002 = "stablehlo.add"(%1001, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1003 = "stablehlo.rsqrt"(%1002) : (tensor<256xf32>) -> tensor<256xf32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1005 = "stablehlo.multiply"(%995, %1004) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1006 = "stablehlo.convert"(%arg100) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1008 = "stablehlo.multiply"(%1007, %1005) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1009 = "stablehlo.convert"(%arg101) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1010 = "stablehlo.dot_general"(%1008, %1009) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1011 = "stablehlo.reshape"(%1010) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1012 = "stablehlo.convert"(%arg102) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1013 = "stablehlo.dot_general"(%1008, %1012) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1014 = "stablehlo.reshape"(%1013) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1015 = "stablehlo.convert"(%arg103) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1016 = "stablehlo.dot_general"(%1008, %1015) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1017 = "stablehlo.reshape"(%1016) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1018 = "stablehlo.slice"(%1011) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1019 = "stablehlo.slice"(%1011) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1020 = "stablehlo.multiply"(%1018, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1021 = "stablehlo.multiply"(%1019, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1022 = "stablehlo.subtract"(%1020, %1021) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1023 = "stablehlo.multiply"(%1019, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1024 = "stablehlo.multiply"(%1018, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1025 = "stablehlo.add"(%1023, %1024) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1026 = "stablehlo.concatenate"(%1022, %1025) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1027 = "stablehlo.slice"(%1014) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1028 = "stablehlo.slice"(%1014) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1029 = "stablehlo.multiply"(%1027, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1030 = "stablehlo.multiply"(%1028, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1031 = "stablehlo.subtract"(%1029, %1030) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1032 = "stablehlo.multiply"(%1028, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1033 = "stablehlo.multiply"(%1027, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1034 = "stablehlo.add"(%1032, %1033) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1035 = "stablehlo.concatenate"(%1031, %1034) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1036 = "stablehlo.dynamic_update_slice"(%arg171, %1035, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1037 = "stablehlo.dynamic_update_slice"(%arg172, %1017, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1038 = "stablehlo.reshape"(%1026) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1039 = "stablehlo.dot_general"(%1038, %1036) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1040 = "stablehlo.multiply"(%1039, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1041 = "stablehlo.select"(%20, %1040, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1042 = "stablehlo.reduce"(%1041, %73) ({
    ^bb0(%1043: tensor<f32>, %1044: tensor<f32>):
      %1045 = "stablehlo.maximum"(%1043, %1044) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1045) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1042) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1047 = "stablehlo.subtract"(%1041, %1046) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1048 = "stablehlo.exponential"(%1047) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1049 = "stablehlo.reduce"(%1048, %22) ({
    ^bb0(%1050: tensor<f32>, %1051: tensor<f32>):
      %1052 = "stablehlo.add"(%1050, %1051) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1052) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1053 = "stablehlo.broadcast_in_dim"(%1049) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1054 = "stablehlo.divide"(%1048, %1053) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1055 = "stablehlo.dot_general"(%1054, %1037) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1056 = "stablehlo.transpose"(%1055) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1057 = "stablehlo.reshape"(%1056) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1058 = "stablehlo.convert"(%arg104) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1059 = "stablehlo.dot_general"(%1057, %1058) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1060 = "stablehlo.add"(%995, %1059) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1061 = "stablehlo.multiply"(%1060, %1060) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1062 = "stablehlo.reduce"(%1061, %22) ({
    ^bb0(%1063: tensor<f32>, %1064: tensor<f32>):
      %1065 = "stablehlo.add"(%1063, %1064) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1065) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1066 = "stablehlo.divide"(%1062, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1067 = "stablehlo.add"(%1066, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1068 = "stablehlo.rsqrt"(%1067) : (tensor<256xf32>) -> tensor<256xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1070 = "stablehlo.multiply"(%1060, %1069) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1071 = "stablehlo.convert"(%arg105) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1073 = "stablehlo.multiply"(%1072, %1070) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1074 = "stablehlo.convert"(%arg106) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1075 = "stablehlo.dot_general"(%1073, %1074) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1076 = "stablehlo.convert"(%arg107) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1077 = "stablehlo.dot_general"(%1073, %1076) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1078 = "stablehlo.logistic"(%1075) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1079 = "stablehlo.multiply"(%1075, %1078) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1080 = "stablehlo.multiply"(%1079, %1077) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1081 = "stablehlo.convert"(%arg108) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1082 = "stablehlo.dot_general"(%1080, %1081) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1083 = "stablehlo.add"(%1060, %1082) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1084 = "stablehlo.multiply"(%1083, %1083) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1085 = "stablehlo.reduce"(%1084, %22) ({
    ^bb0(%1086: tensor<f32>, %1087: tensor<f32>):
      %1088 = "stablehlo.add"(%1086, %1087) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1088) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1089 = "stablehlo.divide"(%1085, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1090 = "stablehlo.add"(%1089, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1091 = "stablehlo.rsqrt"(%1090) : (tensor<256xf32>) -> tensor<256xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1093 = "stablehlo.multiply"(%1083, %1092) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1094 = "stablehlo.convert"(%arg109) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1096 = "stablehlo.multiply"(%1095, %1093) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1097 = "stablehlo.convert"(%arg110) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1098 = "stablehlo.dot_general"(%1096, %1097) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1099 = "stablehlo.reshape"(%1098) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1100 = "stablehlo.convert"(%arg111) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1101 = "stablehlo.dot_general"(%1096, %1100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1102 = "stablehlo.reshape"(%1101) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1103 = "stablehlo.convert"(%arg112) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1104 = "stablehlo.dot_general"(%1096, %1103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1105 = "stablehlo.reshape"(%1104) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1106 = "stablehlo.slice"(%1099) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1107 = "stablehlo.slice"(%1099) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1108 = "stablehlo.multiply"(%1106, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1109 = "stablehlo.multiply"(%1107, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1110 = "stablehlo.subtract"(%1108, %1109) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1111 = "stablehlo.multiply"(%1107, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1112 = "stablehlo.multiply"(%1106, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1113 = "stablehlo.add"(%1111, %1112) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1114 = "stablehlo.concatenate"(%1110, %1113) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1115 = "stablehlo.slice"(%1102) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1116 = "stablehlo.slice"(%1102) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1117 = "stablehlo.multiply"(%1115, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1118 = "stablehlo.multiply"(%1116, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1119 = "stablehlo.subtract"(%1117, %1118) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1120 = "stablehlo.multiply"(%1116, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1121 = "stablehlo.multiply"(%1115, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1122 = "stablehlo.add"(%1120, %1121) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1123 = "stablehlo.concatenate"(%1119, %1122) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1124 = "stablehlo.dynamic_update_slice"(%arg173, %1123, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1125 = "stablehlo.dynamic_update_slice"(%arg174, %1105, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1126 = "stablehlo.reshape"(%1114) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1127 = "stablehlo.dot_general"(%1126, %1124) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1128 = "stablehlo.multiply"(%1127, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1129 = "stablehlo.select"(%20, %1128, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1130 = "stablehlo.reduce"(%1129, %73) ({
    ^bb0(%1131: tensor<f32>, %1132: tensor<f32>):
      %1133 = "stablehlo.maximum"(%1131, %1132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1133) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%1130) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1135 = "stablehlo.subtract"(%1129, %1134) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1136 = "stablehlo.exponential"(%1135) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1137 = "stablehlo.reduce"(%1136, %22) ({
    ^bb0(%1138: tensor<f32>, %1139: tensor<f32>):
      %1140 = "stablehlo.add"(%1138, %1139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%1137) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1142 = "stablehlo.divide"(%1136, %1141) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1143 = "stablehlo.dot_general"(%1142, %1125) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1144 = "stablehlo.transpose"(%1143) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1145 = "stablehlo.reshape"(%1144) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1146 = "stablehlo.convert"(%arg113) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1147 = "stablehlo.dot_general"(%1145, %1146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1148 = "stablehlo.add"(%1083, %1147) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1149 = "stablehlo.multiply"(%1148, %1148) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1150 = "stablehlo.reduce"(%1149, %22) ({
    ^bb0(%1151: tensor<f32>, %1152: tensor<f32>):
      %1153 = "stablehlo.add"(%1151, %1152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1153) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1154 = "stablehlo.divide"(%1150, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1155 = "stablehlo.add"(%1154, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1156 = "stablehlo.rsqrt"(%1155) : (tensor<256xf32>) -> tensor<256xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1158 = "stablehlo.multiply"(%1148, %1157) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1159 = "stablehlo.convert"(%arg114) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1161 = "stablehlo.multiply"(%1160, %1158) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1162 = "stablehlo.convert"(%arg115) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1163 = "stablehlo.dot_general"(%1161, %1162) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1164 = "stablehlo.convert"(%arg116) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1165 = "stablehlo.dot_general"(%1161, %1164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1166 = "stablehlo.logistic"(%1163) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1167 = "stablehlo.multiply"(%1163, %1166) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1168 = "stablehlo.multiply"(%1167, %1165) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1169 = "stablehlo.convert"(%arg117) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1170 = "stablehlo.dot_general"(%1168, %1169) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1171 = "stablehlo.add"(%1148, %1170) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1172 = "stablehlo.multiply"(%1171, %1171) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1173 = "stablehlo.reduce"(%1172, %22) ({
    ^bb0(%1174: tensor<f32>, %1175: tensor<f32>):
      %1176 = "stablehlo.add"(%1174, %1175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1176) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1177 = "stablehlo.divide"(%1173, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1178 = "stablehlo.add"(%1177, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1179 = "stablehlo.rsqrt"(%1178) : (tensor<256xf32>) -> tensor<256xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1181 = "stablehlo.multiply"(%1171, %1180) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1182 = "stablehlo.convert"(%arg118) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1183 = "stablehlo.broadcast_in_dim"(%1182) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1184 = "stablehlo.multiply"(%1183, %1181) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1185 = "stablehlo.convert"(%arg119) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1186 = "stablehlo.dot_general"(%1184, %1185) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1187 = "stablehlo.reshape"(%1186) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1188 = "stablehlo.convert"(%arg120) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1189 = "stablehlo.dot_general"(%1184, %1188) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1190 = "stablehlo.reshape"(%1189) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1191 = "stablehlo.convert"(%arg121) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1192 = "stablehlo.dot_general"(%1184, %1191) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1193 = "stablehlo.reshape"(%1192) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1194 = "stablehlo.slice"(%1187) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1195 = "stablehlo.slice"(%1187) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1196 = "stablehlo.multiply"(%1194, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1197 = "stablehlo.multiply"(%1195, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1198 = "stablehlo.subtract"(%1196, %1197) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1199 = "stablehlo.multiply"(%1195, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1200 = "stablehlo.multiply"(%1194, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1201 = "stablehlo.add"(%1199, %1200) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1202 = "stablehlo.concatenate"(%1198, %1201) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1203 = "stablehlo.slice"(%1190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1204 = "stablehlo.slice"(%1190) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1205 = "stablehlo.multiply"(%1203, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1206 = "stablehlo.multiply"(%1204, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1207 = "stablehlo.subtract"(%1205, %1206) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1208 = "stablehlo.multiply"(%1204, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1209 = "stablehlo.multiply"(%1203, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1210 = "stablehlo.add"(%1208, %1209) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1211 = "stablehlo.concatenate"(%1207, %1210) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1212 = "stablehlo.dynamic_update_slice"(%arg175, %1211, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1213 = "stablehlo.dynamic_update_slice"(%arg176, %1193, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1214 = "stablehlo.reshape"(%1202) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1215 = "stablehlo.dot_general"(%1214, %1212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1216 = "stablehlo.multiply"(%1215, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1217 = "stablehlo.select"(%20, %1216, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1218 = "stablehlo.reduce"(%1217, %73) ({
    ^bb0(%1219: tensor<f32>, %1220: tensor<f32>):
      %1221 = "stablehlo.maximum"(%1219, %1220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1221) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%1218) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1223 = "stablehlo.subtract"(%1217, %1222) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1224 = "stablehlo.exponential"(%1223) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1225 = "stablehlo.reduce"(%1224, %22) ({
    ^bb0(%1226: tensor<f32>, %1227: tensor<f32>):
      %1228 = "stablehlo.add"(%1226, %1227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1228) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1229 = "stablehlo.broadcast_in_dim"(%1225) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1230 = "stablehlo.divide"(%1224, %1229) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1231 = "stablehlo.dot_general"(%1230, %1213) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1232 = "stablehlo.transpose"(%1231) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1233 = "stablehlo.reshape"(%1232) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1234 = "stablehlo.convert"(%arg122) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1235 = "stablehlo.dot_general"(%1233, %1234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1236 = "stablehlo.add"(%1171, %1235) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1237 = "stablehlo.multiply"(%1236, %1236) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1238 = "stablehlo.reduce"(%1237, %22) ({
    ^bb0(%1239: tensor<f32>, %1240: tensor<f32>):
      %1241 = "stablehlo.add"(%1239, %1240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1241) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1242 = "stablehlo.divide"(%1238, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1243 = "stablehlo.add"(%1242, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1244 = "stablehlo.rsqrt"(%1243) : (tensor<256xf32>) -> tensor<256xf32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1246 = "stablehlo.multiply"(%1236, %1245) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1247 = "stablehlo.convert"(%arg123) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1249 = "stablehlo.multiply"(%1248, %1246) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1250 = "stablehlo.convert"(%arg124) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1251 = "stablehlo.dot_general"(%1249, %1250) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1252 = "stablehlo.convert"(%arg125) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1253 = "stablehlo.dot_general"(%1249, %1252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1254 = "stablehlo.logistic"(%1251) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1255 = "stablehlo.multiply"(%1251, %1254) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1256 = "stablehlo.multiply"(%1255, %1253) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1257 = "stablehlo.convert"(%arg126) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1258 = "stablehlo.dot_general"(%1256, %1257) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1259 = "stablehlo.add"(%1236, %1258) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1260 = "stablehlo.multiply"(%1259, %1259) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1261 = "stablehlo.reduce"(%1260, %22) ({
    ^bb0(%1262: tensor<f32>, %1263: tensor<f32>):
      %1264 = "stablehlo.add"(%1262, %1263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1264) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1265 = "stablehlo.divide"(%1261, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1266 = "stablehlo.add"(%1265, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1267 = "stablehlo.rsqrt"(%1266) : (tensor<256xf32>) -> tensor<256xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%1267) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1269 = "stablehlo.multiply"(%1259, %1268) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1270 = "stablehlo.convert"(%arg127) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1272 = "stablehlo.multiply"(%1271, %1269) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1273 = "stablehlo.convert"(%arg128) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1274 = "stablehlo.dot_general"(%1272, %1273) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1275 = "stablehlo.reshape"(%1274) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1276 = "stablehlo.convert"(%arg129) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1277 = "stablehlo.dot_general"(%1272, %1276) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1278 = "stablehlo.reshape"(%1277) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1279 = "stablehlo.convert"(%arg130) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1280 = "stablehlo.dot_general"(%1272, %1279) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1281 = "stablehlo.reshape"(%1280) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1282 = "stablehlo.slice"(%1275) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1283 = "stablehlo.slice"(%1275) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1284 = "stablehlo.multiply"(%1282, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1285 = "stablehlo.multiply"(%1283, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1286 = "stablehlo.subtract"(%1284, %1285) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1287 = "stablehlo.multiply"(%1283, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1288 = "stablehlo.multiply"(%1282, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1289 = "stablehlo.add"(%1287, %1288) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1290 = "stablehlo.concatenate"(%1286, %1289) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1291 = "stablehlo.slice"(%1278) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1292 = "stablehlo.slice"(%1278) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1293 = "stablehlo.multiply"(%1291, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1294 = "stablehlo.multiply"(%1292, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1295 = "stablehlo.subtract"(%1293, %1294) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1296 = "stablehlo.multiply"(%1292, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1297 = "stablehlo.multiply"(%1291, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1298 = "stablehlo.add"(%1296, %1297) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1299 = "stablehlo.concatenate"(%1295, %1298) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1300 = "stablehlo.dynamic_update_slice"(%arg177, %1299, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1301 = "stablehlo.dynamic_update_slice"(%arg178, %1281, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1302 = "stablehlo.reshape"(%1290) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1303 = "stablehlo.dot_general"(%1302, %1300) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1304 = "stablehlo.multiply"(%1303, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1305 = "stablehlo.select"(%20, %1304, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1306 = "stablehlo.reduce"(%1305, %73) ({
    ^bb0(%1307: tensor<f32>, %1308: tensor<f32>):
      %1309 = "stablehlo.maximum"(%1307, %1308) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1309) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%1306) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1311 = "stablehlo.subtract"(%1305, %1310) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1312 = "stablehlo.exponential"(%1311) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1313 = "stablehlo.reduce"(%1312, %22) ({
    ^bb0(%1314: tensor<f32>, %1315: tensor<f32>):
      %1316 = "stablehlo.add"(%1314, %1315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1316) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1313) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1318 = "stablehlo.divide"(%1312, %1317) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1319 = "stablehlo.dot_general"(%1318, %1301) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1320 = "stablehlo.transpose"(%1319) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1321 = "stablehlo.reshape"(%1320) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1322 = "stablehlo.convert"(%arg131) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1323 = "stablehlo.dot_general"(%1321, %1322) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1324 = "stablehlo.add"(%1259, %1323) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1325 = "stablehlo.multiply"(%1324, %1324) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1326 = "stablehlo.reduce"(%1325, %22) ({
    ^bb0(%1327: tensor<f32>, %1328: tensor<f32>):
      %1329 = "stablehlo.add"(%1327, %1328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1329) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1330 = "stablehlo.divide"(%1326, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1331 = "stablehlo.add"(%1330, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1332 = "stablehlo.rsqrt"(%1331) : (tensor<256xf32>) -> tensor<256xf32>
    %1333 = "stablehlo.broadcast_in_dim"(%1332) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1334 = "stablehlo.multiply"(%1324, %1333) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1335 = "stablehlo.convert"(%arg132) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1337 = "stablehlo.multiply"(%1336, %1334) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1338 = "stablehlo.convert"(%arg133) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1339 = "stablehlo.dot_general"(%1337, %1338) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1340 = "stablehlo.convert"(%arg134) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1341 = "stablehlo.dot_general"(%1337, %1340) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1342 = "stablehlo.logistic"(%1339) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1343 = "stablehlo.multiply"(%1339, %1342) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1344 = "stablehlo.multiply"(%1343, %1341) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1345 = "stablehlo.convert"(%arg135) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1346 = "stablehlo.dot_general"(%1344, %1345) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1347 = "stablehlo.add"(%1324, %1346) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1348 = "stablehlo.multiply"(%1347, %1347) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1349 = "stablehlo.reduce"(%1348, %22) ({
    ^bb0(%1350: tensor<f32>, %1351: tensor<f32>):
      %1352 = "stablehlo.add"(%1350, %1351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1352) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1353 = "stablehlo.divide"(%1349, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1354 = "stablehlo.add"(%1353, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1355 = "stablehlo.rsqrt"(%1354) : (tensor<256xf32>) -> tensor<256xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1357 = "stablehlo.multiply"(%1347, %1356) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1358 = "stablehlo.convert"(%arg136) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1359 = "stablehlo.broadcast_in_dim"(%1358) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1360 = "stablehlo.multiply"(%1359, %1357) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1361 = "stablehlo.convert"(%arg137) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1362 = "stablehlo.dot_general"(%1360, %1361) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1363 = "stablehlo.reshape"(%1362) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1364 = "stablehlo.convert"(%arg138) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1365 = "stablehlo.dot_general"(%1360, %1364) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1366 = "stablehlo.reshape"(%1365) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1367 = "stablehlo.convert"(%arg139) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1368 = "stablehlo.dot_general"(%1360, %1367) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1369 = "stablehlo.reshape"(%1368) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1370 = "stablehlo.slice"(%1363) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1371 = "stablehlo.slice"(%1363) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1372 = "stablehlo.multiply"(%1370, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1373 = "stablehlo.multiply"(%1371, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1374 = "stablehlo.subtract"(%1372, %1373) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1375 = "stablehlo.multiply"(%1371, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1376 = "stablehlo.multiply"(%1370, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1377 = "stablehlo.add"(%1375, %1376) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1378 = "stablehlo.concatenate"(%1374, %1377) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1379 = "stablehlo.slice"(%1366) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1380 = "stablehlo.slice"(%1366) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1381 = "stablehlo.multiply"(%1379, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1382 = "stablehlo.multiply"(%1380, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1383 = "stablehlo.subtract"(%1381, %1382) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1384 = "stablehlo.multiply"(%1380, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1385 = "stablehlo.multiply"(%1379, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1386 = "stablehlo.add"(%1384, %1385) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1387 = "stablehlo.concatenate"(%1383, %1386) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1388 = "stablehlo.dynamic_update_slice"(%arg179, %1387, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1389 = "stablehlo.dynamic_update_slice"(%arg180, %1369, %arg147, %64, %64) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1390 = "stablehlo.reshape"(%1378) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1391 = "stablehlo.dot_general"(%1390, %1388) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1392 = "stablehlo.multiply"(%1391, %69) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1393 = "stablehlo.select"(%20, %1392, %71) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1394 = "stablehlo.reduce"(%1393, %73) ({
    ^bb0(%1395: tensor<f32>, %1396: tensor<f32>):
      %1397 = "stablehlo.maximum"(%1395, %1396) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1397) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%1394) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1399 = "stablehlo.subtract"(%1393, %1398) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1400 = "stablehlo.exponential"(%1399) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1401 = "stablehlo.reduce"(%1400, %22) ({
    ^bb0(%1402: tensor<f32>, %1403: tensor<f32>):
      %1404 = "stablehlo.add"(%1402, %1403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1405 = "stablehlo.broadcast_in_dim"(%1401) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1406 = "stablehlo.divide"(%1400, %1405) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1407 = "stablehlo.dot_general"(%1406, %1389) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1408 = "stablehlo.transpose"(%1407) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1409 = "stablehlo.reshape"(%1408) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1410 = "stablehlo.convert"(%arg140) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1411 = "stablehlo.dot_general"(%1409, %1410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1412 = "stablehlo.add"(%1347, %1411) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1413 = "stablehlo.multiply"(%1412, %1412) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1414 = "stablehlo.reduce"(%1413, %22) ({
    ^bb0(%1415: tensor<f32>, %1416: tensor<f32>):
      %1417 = "stablehlo.add"(%1415, %1416) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1418 = "stablehlo.divide"(%1414, %27) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1419 = "stablehlo.add"(%1418, %29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1420 = "stablehlo.rsqrt"(%1419) : (tensor<256xf32>) -> tensor<256xf32>
    %1421 = "stablehlo.broadcast_in_dim"(%1420) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1422 = "stablehlo.multiply"(%1412, %1421) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1423 = "stablehlo.convert"(%arg141) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1425 = "stablehlo.multiply"(%1424, %1422) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1426 = "stablehlo.convert"(%arg142) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1427 = "stablehlo.dot_general"(%1425, %1426) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1428 = "stablehlo.convert"(%arg143) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1429 = "stablehlo.dot_general"(%1425, %1428) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1430 = "stablehlo.logistic"(%1427) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1431 = "stablehlo.multiply"(%1427, %1430) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1432 = "stablehlo.multiply"(%1431, %1429) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1433 = "stablehlo.convert"(%arg144) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1434 = "stablehlo.dot_general"(%1432, %1433) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1435 = "stablehlo.add"(%1412, %1434) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1436 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %1437 = "stablehlo.subtract"(%arg148, %1436) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1438 = "stablehlo.dynamic_slice"(%1435, %1437, %64) {slice_sizes = array<i64: 1, 2048>} : (tensor<256x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2048xf32>
    %1439 = "stablehlo.multiply"(%1438, %1438) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1440 = "stablehlo.reduce"(%1439, %22) ({
    ^bb0(%1441: tensor<f32>, %1442: tensor<f32>):
      %1443 = "stablehlo.add"(%1441, %1442) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1444 = "stablehlo.constant"() {value = dense<2.048e+03> : tensor<1xf32>} : () -> tensor<1xf32>
    %1445 = "stablehlo.divide"(%1440, %1444) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1446 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %1447 = "stablehlo.add"(%1445, %1446) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1448 = "stablehlo.rsqrt"(%1447) : (tensor<1xf32>) -> tensor<1xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1450 = "stablehlo.multiply"(%1438, %1449) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1451 = "stablehlo.convert"(%arg145) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1452 = "stablehlo.broadcast_in_dim"(%1451) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1453 = "stablehlo.multiply"(%1452, %1450) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1454 = "stablehlo.convert"(%arg0) : (tensor<128256x2048xbf16>) -> tensor<128256x2048xf32>
    %1455 = "stablehlo.dot_general"(%1453, %1454) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<128256x2048xf32>) -> tensor<1x128256xf32>
    %1456 = "stablehlo.reshape"(%1455) : (tensor<1x128256xf32>) -> tensor<128256xf32>
    "func.return"(%1456, %65, %66, %156, %157, %244, %245, %332, %333, %420, %421, %508, %509, %596, %597, %684, %685, %772, %773, %860, %861, %948, %949, %1036, %1037, %1124, %1125, %1212, %1213, %1300, %1301, %1388, %1389) : (tensor<128256xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) -> ()
  }
}
