module @prefill {
  func.func public @main(%arg0: tensor<128256x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<2048x2048xbf16>, %arg3: tensor<512x2048xbf16>, %arg4: tensor<512x2048xbf16>, %arg5: tensor<2048x2048xbf16>, %arg6: tensor<2048xbf16>, %arg7: tensor<8192x2048xbf16>, %arg8: tensor<8192x2048xbf16>, %arg9: tensor<2048x8192xbf16>, %arg10: tensor<2048xbf16>, %arg11: tensor<2048x2048xbf16>, %arg12: tensor<512x2048xbf16>, %arg13: tensor<512x2048xbf16>, %arg14: tensor<2048x2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<8192x2048xbf16>, %arg17: tensor<8192x2048xbf16>, %arg18: tensor<2048x8192xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<512x2048xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<2048x2048xbf16>, %arg24: tensor<2048xbf16>, %arg25: tensor<8192x2048xbf16>, %arg26: tensor<8192x2048xbf16>, %arg27: tensor<2048x8192xbf16>, %arg28: tensor<2048xbf16>, %arg29: tensor<2048x2048xbf16>, %arg30: tensor<512x2048xbf16>, %arg31: tensor<512x2048xbf16>, %arg32: tensor<2048x2048xbf16>, %arg33: tensor<2048xbf16>, %arg34: tensor<8192x2048xbf16>, %arg35: tensor<8192x2048xbf16>, %arg36: tensor<2048x8192xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<2048x2048xbf16>, %arg39: tensor<512x2048xbf16>, %arg40: tensor<512x2048xbf16>, %arg41: tensor<2048x2048xbf16>, %arg42: tensor<2048xbf16>, %arg43: tensor<8192x2048xbf16>, %arg44: tensor<8192x2048xbf16>, %arg45: tensor<2048x8192xbf16>, %arg46: tensor<2048xbf16>, %arg47: tensor<2048x2048xbf16>, %arg48: tensor<512x2048xbf16>, %arg49: tensor<512x2048xbf16>, %arg50: tensor<2048x2048xbf16>, %arg51: tensor<2048xbf16>, %arg52: tensor<8192x2048xbf16>, %arg53: tensor<8192x2048xbf16>, %arg54: tensor<2048x8192xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048x2048xbf16>, %arg57: tensor<512x2048xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<2048x2048xbf16>, %arg60: tensor<2048xbf16>, %arg61: tensor<8192x2048xbf16>, %arg62: tensor<8192x2048xbf16>, %arg63: tensor<2048x8192xbf16>, %arg64: tensor<2048xbf16>, %arg65: tensor<2048x2048xbf16>, %arg66: tensor<512x2048xbf16>, %arg67: tensor<512x2048xbf16>, %arg68: tensor<2048x2048xbf16>, %arg69: tensor<2048xbf16>, %arg70: tensor<8192x2048xbf16>, %arg71: tensor<8192x2048xbf16>, %arg72: tensor<2048x8192xbf16>, %arg73: tensor<2048xbf16>, %arg74: tensor<2048x2048xbf16>, %arg75: tensor<512x2048xbf16>, %arg76: tensor<512x2048xbf16>, %arg77: tensor<2048x2048xbf16>, %arg78: tensor<2048xbf16>, %arg79: tensor<8192x2048xbf16>, %arg80: tensor<8192x2048xbf16>, %arg81: tensor<2048x8192xbf16>, %arg82: tensor<2048xbf16>, %arg83: tensor<2048x2048xbf16>, %arg84: tensor<512x2048xbf16>, %arg85: tensor<512x2048xbf16>, %arg86: tensor<2048x2048xbf16>, %arg87: tensor<2048xbf16>, %arg88: tensor<8192x2048xbf16>, %arg89: tensor<8192x2048xbf16>, %arg90: tensor<2048x8192xbf16>, %arg91: tensor<2048xbf16>, %arg92: tensor<2048x2048xbf16>, %arg93: tensor<512x2048xbf16>, %arg94: tensor<512x2048xbf16>, %arg95: tensor<2048x2048xbf16>, %arg96: tensor<2048xbf16>, %arg97: tensor<8192x2048xbf16>, %arg98: tensor<8192x2048xbf16>, %arg99: tensor<2048x8192xbf16>, %arg100: tensor<2048xbf16>, %arg101: tensor<2048x2048xbf16>, %arg102: tensor<512x2048xbf16>, %arg103: tensor<512x2048xbf16>, %arg104: tensor<2048x2048xbf16>, %arg105: tensor<2048xbf16>, %arg106: tensor<8192x2048xbf16>, %arg107: tensor<8192x2048xbf16>, %arg108: tensor<2048x8192xbf16>, %arg109: tensor<2048xbf16>, %arg110: tensor<2048x2048xbf16>, %arg111: tensor<512x2048xbf16>, %arg112: tensor<512x2048xbf16>, %arg113: tensor<2048x2048xbf16>, %arg114: tensor<2048xbf16>, %arg115: tensor<8192x2048xbf16>, %arg116: tensor<8192x2048xbf16>, %arg117: tensor<2048x8192xbf16>, %arg118: tensor<2048xbf16>, %arg119: tensor<2048x2048xbf16>, %arg120: tensor<512x2048xbf16>, %arg121: tensor<512x2048xbf16>, %arg122: tensor<2048x2048xbf16>, %arg123: tensor<2048xbf16>, %arg124: tensor<8192x2048xbf16>, %arg125: tensor<8192x2048xbf16>, %arg126: tensor<2048x8192xbf16>, %arg127: tensor<2048xbf16>, %arg128: tensor<2048x2048xbf16>, %arg129: tensor<512x2048xbf16>, %arg130: tensor<512x2048xbf16>, %arg131: tensor<2048x2048xbf16>, %arg132: tensor<2048xbf16>, %arg133: tensor<8192x2048xbf16>, %arg134: tensor<8192x2048xbf16>, %arg135: tensor<2048x8192xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048x2048xbf16>, %arg138: tensor<512x2048xbf16>, %arg139: tensor<512x2048xbf16>, %arg140: tensor<2048x2048xbf16>, %arg141: tensor<2048xbf16>, %arg142: tensor<8192x2048xbf16>, %arg143: tensor<8192x2048xbf16>, %arg144: tensor<2048x8192xbf16>, %arg145: tensor<2048xbf16>, %arg146: tensor<256xi32>, %arg147: tensor<i32>, %arg148: tensor<i32>, %arg149: tensor<2048x8x64xf32>, %arg150: tensor<2048x8x64xf32>, %arg151: tensor<2048x8x64xf32>, %arg152: tensor<2048x8x64xf32>, %arg153: tensor<2048x8x64xf32>, %arg154: tensor<2048x8x64xf32>, %arg155: tensor<2048x8x64xf32>, %arg156: tensor<2048x8x64xf32>, %arg157: tensor<2048x8x64xf32>, %arg158: tensor<2048x8x64xf32>, %arg159: tensor<2048x8x64xf32>, %arg160: tensor<2048x8x64xf32>, %arg161: tensor<2048x8x64xf32>, %arg162: tensor<2048x8x64xf32>, %arg163: tensor<2048x8x64xf32>, %arg164: tensor<2048x8x64xf32>, %arg165: tensor<2048x8x64xf32>, %arg166: tensor<2048x8x64xf32>, %arg167: tensor<2048x8x64xf32>, %arg168: tensor<2048x8x64xf32>, %arg169: tensor<2048x8x64xf32>, %arg170: tensor<2048x8x64xf32>, %arg171: tensor<2048x8x64xf32>, %arg172: tensor<2048x8x64xf32>, %arg173: tensor<2048x8x64xf32>, %arg174: tensor<2048x8x64xf32>, %arg175: tensor<2048x8x64xf32>, %arg176: tensor<2048x8x64xf32>, %arg177: tensor<2048x8x64xf32>, %arg178: tensor<2048x8x64xf32>, %arg179: tensor<2048x8x64xf32>, %arg180: tensor<2048x8x64xf32>) -> (tensor<i32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) {
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
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %22 = "stablehlo.subtract"(%arg148, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.add"(%arg147, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %25 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.add"(%24, %25) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %27 = "stablehlo.convert"(%26) : (tensor<1xi32>) -> tensor<1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %29 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %31 = "stablehlo.cosine"(%30) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %32 = "stablehlo.sine"(%30) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x32x32xf32>
    %34 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x32x32xf32>
    %35 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x8x32xf32>
    %36 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xf32>) -> tensor<1x8x32xf32>
    %37 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2048xi32>
    %38 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x2048xi32>
    %39 = "stablehlo.compare"(%37, %38) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x2048xi1>) -> tensor<8x1x4x2048xi1>
    %41 = "stablehlo.multiply"(%2, %2) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %42 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) ({
    ^bb0(%44: tensor<f32>, %45: tensor<f32>):
      %46 = "stablehlo.add"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %47 = "stablehlo.constant"() {value = dense<2.048e+03> : tensor<256xf32>} : () -> tensor<256xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %49 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<256xf32>} : () -> tensor<256xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %51 = "stablehlo.rsqrt"(%50) : (tensor<256xf32>) -> tensor<256xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %53 = "stablehlo.multiply"(%2, %52) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %54 = "stablehlo.convert"(%arg1) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %56 = "stablehlo.multiply"(%55, %53) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %57 = "stablehlo.convert"(%arg3) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %58 = "stablehlo.dot_general"(%56, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %60 = "stablehlo.convert"(%arg4) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %61 = "stablehlo.dot_general"(%56, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %63 = "stablehlo.slice"(%59) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %64 = "stablehlo.slice"(%59) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %65 = "stablehlo.multiply"(%63, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %66 = "stablehlo.multiply"(%64, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %67 = "stablehlo.subtract"(%65, %66) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %68 = "stablehlo.multiply"(%64, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %69 = "stablehlo.multiply"(%63, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %71 = "stablehlo.concatenate"(%67, %70) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %72 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %73 = "stablehlo.dynamic_update_slice"(%arg149, %71, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %74 = "stablehlo.dynamic_update_slice"(%arg150, %62, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %75 = "stablehlo.convert"(%arg2) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %76 = "stablehlo.dot_general"(%56, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %78 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %79 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %80 = "stablehlo.multiply"(%78, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %81 = "stablehlo.multiply"(%79, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %82 = "stablehlo.subtract"(%80, %81) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %83 = "stablehlo.multiply"(%79, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %84 = "stablehlo.multiply"(%78, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %85 = "stablehlo.add"(%83, %84) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %86 = "stablehlo.concatenate"(%82, %85) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %88 = "stablehlo.dot_general"(%87, %73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %89 = "stablehlo.constant"() {value = dense<1.25e-01> : tensor<8x256x4x2048xf32>} : () -> tensor<8x256x4x2048xf32>
    %90 = "stablehlo.multiply"(%88, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %91 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<8x256x4x2048xf32>} : () -> tensor<8x256x4x2048xf32>
    %92 = "stablehlo.select"(%20, %90, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %93 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %94 = "stablehlo.reduce"(%92, %93) ({
    ^bb0(%95: tensor<f32>, %96: tensor<f32>):
      %97 = "stablehlo.maximum"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %98 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %99 = "stablehlo.subtract"(%92, %98) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %100 = "stablehlo.exponential"(%99) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %101 = "stablehlo.reduce"(%100, %42) ({
    ^bb0(%102: tensor<f32>, %103: tensor<f32>):
      %104 = "stablehlo.add"(%102, %103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %106 = "stablehlo.divide"(%100, %105) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %107 = "stablehlo.dot_general"(%106, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %110 = "stablehlo.convert"(%arg5) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %111 = "stablehlo.dot_general"(%109, %110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %112 = "stablehlo.add"(%2, %111) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %113 = "stablehlo.multiply"(%112, %112) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %114 = "stablehlo.reduce"(%113, %42) ({
    ^bb0(%115: tensor<f32>, %116: tensor<f32>):
      %117 = "stablehlo.add"(%115, %116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %118 = "stablehlo.divide"(%114, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %119 = "stablehlo.add"(%118, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<256xf32>) -> tensor<256xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %122 = "stablehlo.multiply"(%112, %121) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %123 = "stablehlo.convert"(%arg6) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %125 = "stablehlo.multiply"(%124, %122) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %126 = "stablehlo.convert"(%arg7) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %127 = "stablehlo.dot_general"(%125, %126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %128 = "stablehlo.convert"(%arg8) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %129 = "stablehlo.dot_general"(%125, %128) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %130 = "stablehlo.logistic"(%127) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %131 = "stablehlo.multiply"(%127, %130) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %132 = "stablehlo.multiply"(%131, %129) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %133 = "stablehlo.convert"(%arg9) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %134 = "stablehlo.dot_general"(%132, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %135 = "stablehlo.add"(%112, %134) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %136 = "stablehlo.multiply"(%135, %135) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %137 = "stablehlo.reduce"(%136, %42) ({
    ^bb0(%138: tensor<f32>, %139: tensor<f32>):
      %140 = "stablehlo.add"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %141 = "stablehlo.divide"(%137, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %142 = "stablehlo.add"(%141, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %143 = "stablehlo.rsqrt"(%142) : (tensor<256xf32>) -> tensor<256xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %145 = "stablehlo.multiply"(%135, %144) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %146 = "stablehlo.convert"(%arg10) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %148 = "stablehlo.multiply"(%147, %145) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %149 = "stablehlo.convert"(%arg12) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %150 = "stablehlo.dot_general"(%148, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %152 = "stablehlo.convert"(%arg13) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %153 = "stablehlo.dot_general"(%148, %152) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %155 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %156 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %157 = "stablehlo.multiply"(%155, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %158 = "stablehlo.multiply"(%156, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %159 = "stablehlo.subtract"(%157, %158) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %160 = "stablehlo.multiply"(%156, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %161 = "stablehlo.multiply"(%155, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %162 = "stablehlo.add"(%160, %161) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %163 = "stablehlo.concatenate"(%159, %162) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %164 = "stablehlo.dynamic_update_slice"(%arg151, %163, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %165 = "stablehlo.dynamic_update_slice"(%arg152, %154, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %166 = "stablehlo.convert"(%arg11) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %167 = "stablehlo.dot_general"(%148, %166) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %168 = "stablehlo.reshape"(%167) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %169 = "stablehlo.slice"(%168) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %170 = "stablehlo.slice"(%168) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %171 = "stablehlo.multiply"(%169, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %172 = "stablehlo.multiply"(%170, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %173 = "stablehlo.subtract"(%171, %172) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %174 = "stablehlo.multiply"(%170, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %175 = "stablehlo.multiply"(%169, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %176 = "stablehlo.add"(%174, %175) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %177 = "stablehlo.concatenate"(%173, %176) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %179 = "stablehlo.dot_general"(%178, %164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %180 = "stablehlo.multiply"(%179, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %181 = "stablehlo.select"(%20, %180, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %182 = "stablehlo.reduce"(%181, %93) ({
    ^bb0(%183: tensor<f32>, %184: tensor<f32>):
      %185 = "stablehlo.maximum"(%183, %184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%185) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %186 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %187 = "stablehlo.subtract"(%181, %186) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %188 = "stablehlo.exponential"(%187) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %189 = "stablehlo.reduce"(%188, %42) ({
    ^bb0(%190: tensor<f32>, %191: tensor<f32>):
      %192 = "stablehlo.add"(%190, %191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%192) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %193 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %194 = "stablehlo.divide"(%188, %193) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %195 = "stablehlo.dot_general"(%194, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %196 = "stablehlo.transpose"(%195) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %198 = "stablehlo.convert"(%arg14) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %199 = "stablehlo.dot_general"(%197, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %200 = "stablehlo.add"(%135, %199) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %201 = "stablehlo.multiply"(%200, %200) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %202 = "stablehlo.reduce"(%201, %42) ({
    ^bb0(%203: tensor<f32>, %204: tensor<f32>):
      %205 = "stablehlo.add"(%203, %204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%205) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %206 = "stablehlo.divide"(%202, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %207 = "stablehlo.add"(%206, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %208 = "stablehlo.rsqrt"(%207) : (tensor<256xf32>) -> tensor<256xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %210 = "stablehlo.multiply"(%200, %209) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %211 = "stablehlo.convert"(%arg15) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %213 = "stablehlo.multiply"(%212, %210) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %214 = "stablehlo.convert"(%arg16) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %215 = "stablehlo.dot_general"(%213, %214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %216 = "stablehlo.convert"(%arg17) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %217 = "stablehlo.dot_general"(%213, %216) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %218 = "stablehlo.logistic"(%215) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %219 = "stablehlo.multiply"(%215, %218) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %220 = "stablehlo.multiply"(%219, %217) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %221 = "stablehlo.convert"(%arg18) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %222 = "stablehlo.dot_general"(%220, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %223 = "stablehlo.add"(%200, %222) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %224 = "stablehlo.multiply"(%223, %223) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %225 = "stablehlo.reduce"(%224, %42) ({
    ^bb0(%226: tensor<f32>, %227: tensor<f32>):
      %228 = "stablehlo.add"(%226, %227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%228) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %229 = "stablehlo.divide"(%225, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %230 = "stablehlo.add"(%229, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %231 = "stablehlo.rsqrt"(%230) : (tensor<256xf32>) -> tensor<256xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %233 = "stablehlo.multiply"(%223, %232) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %234 = "stablehlo.convert"(%arg19) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %236 = "stablehlo.multiply"(%235, %233) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %237 = "stablehlo.convert"(%arg21) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %238 = "stablehlo.dot_general"(%236, %237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %240 = "stablehlo.convert"(%arg22) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %241 = "stablehlo.dot_general"(%236, %240) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %243 = "stablehlo.slice"(%239) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %244 = "stablehlo.slice"(%239) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %245 = "stablehlo.multiply"(%243, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %246 = "stablehlo.multiply"(%244, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %247 = "stablehlo.subtract"(%245, %246) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %248 = "stablehlo.multiply"(%244, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %249 = "stablehlo.multiply"(%243, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %250 = "stablehlo.add"(%248, %249) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %251 = "stablehlo.concatenate"(%247, %250) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %252 = "stablehlo.dynamic_update_slice"(%arg153, %251, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %253 = "stablehlo.dynamic_update_slice"(%arg154, %242, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %254 = "stablehlo.convert"(%arg20) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %255 = "stablehlo.dot_general"(%236, %254) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %256 = "stablehlo.reshape"(%255) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %257 = "stablehlo.slice"(%256) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %258 = "stablehlo.slice"(%256) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %259 = "stablehlo.multiply"(%257, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %260 = "stablehlo.multiply"(%258, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %261 = "stablehlo.subtract"(%259, %260) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %262 = "stablehlo.multiply"(%258, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %263 = "stablehlo.multiply"(%257, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %264 = "stablehlo.add"(%262, %263) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %265 = "stablehlo.concatenate"(%261, %264) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %267 = "stablehlo.dot_general"(%266, %252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %268 = "stablehlo.multiply"(%267, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %269 = "stablehlo.select"(%20, %268, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %270 = "stablehlo.reduce"(%269, %93) ({
    ^bb0(%271: tensor<f32>, %272: tensor<f32>):
      %273 = "stablehlo.maximum"(%271, %272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%273) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %274 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %275 = "stablehlo.subtract"(%269, %274) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %276 = "stablehlo.exponential"(%275) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %277 = "stablehlo.reduce"(%276, %42) ({
    ^bb0(%278: tensor<f32>, %279: tensor<f32>):
      %280 = "stablehlo.add"(%278, %279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%280) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %281 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %282 = "stablehlo.divide"(%276, %281) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %283 = "stablehlo.dot_general"(%282, %253) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %284 = "stablehlo.transpose"(%283) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %285 = "stablehlo.reshape"(%284) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %286 = "stablehlo.convert"(%arg23) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %287 = "stablehlo.dot_general"(%285, %286) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %288 = "stablehlo.add"(%223, %287) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %289 = "stablehlo.multiply"(%288, %288) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %290 = "stablehlo.reduce"(%289, %42) ({
    ^bb0(%291: tensor<f32>, %292: tensor<f32>):
      %293 = "stablehlo.add"(%291, %292) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%293) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %294 = "stablehlo.divide"(%290, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %295 = "stablehlo.add"(%294, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %296 = "stablehlo.rsqrt"(%295) : (tensor<256xf32>) -> tensor<256xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %298 = "stablehlo.multiply"(%288, %297) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %299 = "stablehlo.convert"(%arg24) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %301 = "stablehlo.multiply"(%300, %298) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %302 = "stablehlo.convert"(%arg25) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %303 = "stablehlo.dot_general"(%301, %302) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %304 = "stablehlo.convert"(%arg26) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %305 = "stablehlo.dot_general"(%301, %304) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %306 = "stablehlo.logistic"(%303) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %307 = "stablehlo.multiply"(%303, %306) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %308 = "stablehlo.multiply"(%307, %305) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %309 = "stablehlo.convert"(%arg27) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %310 = "stablehlo.dot_general"(%308, %309) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %311 = "stablehlo.add"(%288, %310) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %312 = "stablehlo.multiply"(%311, %311) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %313 = "stablehlo.reduce"(%312, %42) ({
    ^bb0(%314: tensor<f32>, %315: tensor<f32>):
      %316 = "stablehlo.add"(%314, %315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%316) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %317 = "stablehlo.divide"(%313, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %318 = "stablehlo.add"(%317, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %319 = "stablehlo.rsqrt"(%318) : (tensor<256xf32>) -> tensor<256xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %321 = "stablehlo.multiply"(%311, %320) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %322 = "stablehlo.convert"(%arg28) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %324 = "stablehlo.multiply"(%323, %321) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %325 = "stablehlo.convert"(%arg30) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %326 = "stablehlo.dot_general"(%324, %325) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %327 = "stablehlo.reshape"(%326) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %328 = "stablehlo.convert"(%arg31) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %329 = "stablehlo.dot_general"(%324, %328) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %330 = "stablehlo.reshape"(%329) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %331 = "stablehlo.slice"(%327) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %332 = "stablehlo.slice"(%327) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %333 = "stablehlo.multiply"(%331, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %334 = "stablehlo.multiply"(%332, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %335 = "stablehlo.subtract"(%333, %334) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %336 = "stablehlo.multiply"(%332, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %337 = "stablehlo.multiply"(%331, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %338 = "stablehlo.add"(%336, %337) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %339 = "stablehlo.concatenate"(%335, %338) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %340 = "stablehlo.dynamic_update_slice"(%arg155, %339, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %341 = "stablehlo.dynamic_update_slice"(%arg156, %330, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %342 = "stablehlo.convert"(%arg29) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %343 = "stablehlo.dot_general"(%324, %342) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %344 = "stablehlo.reshape"(%343) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %345 = "stablehlo.slice"(%344) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %346 = "stablehlo.slice"(%344) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %347 = "stablehlo.multiply"(%345, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %348 = "stablehlo.multiply"(%346, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %349 = "stablehlo.subtract"(%347, %348) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %350 = "stablehlo.multiply"(%346, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %351 = "stablehlo.multiply"(%345, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %352 = "stablehlo.add"(%350, %351) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %353 = "stablehlo.concatenate"(%349, %352) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %354 = "stablehlo.reshape"(%353) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %355 = "stablehlo.dot_general"(%354, %340) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %356 = "stablehlo.multiply"(%355, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %357 = "stablehlo.select"(%20, %356, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %358 = "stablehlo.reduce"(%357, %93) ({
    ^bb0(%359: tensor<f32>, %360: tensor<f32>):
      %361 = "stablehlo.maximum"(%359, %360) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%361) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %362 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %363 = "stablehlo.subtract"(%357, %362) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %364 = "stablehlo.exponential"(%363) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %365 = "stablehlo.reduce"(%364, %42) ({
    ^bb0(%366: tensor<f32>, %367: tensor<f32>):
      %368 = "stablehlo.add"(%366, %367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%368) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %369 = "stablehlo.broadcast_in_dim"(%365) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %370 = "stablehlo.divide"(%364, %369) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %371 = "stablehlo.dot_general"(%370, %341) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %372 = "stablehlo.transpose"(%371) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %373 = "stablehlo.reshape"(%372) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %374 = "stablehlo.convert"(%arg32) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %375 = "stablehlo.dot_general"(%373, %374) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %376 = "stablehlo.add"(%311, %375) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %377 = "stablehlo.multiply"(%376, %376) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %378 = "stablehlo.reduce"(%377, %42) ({
    ^bb0(%379: tensor<f32>, %380: tensor<f32>):
      %381 = "stablehlo.add"(%379, %380) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%381) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %382 = "stablehlo.divide"(%378, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %383 = "stablehlo.add"(%382, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %384 = "stablehlo.rsqrt"(%383) : (tensor<256xf32>) -> tensor<256xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %386 = "stablehlo.multiply"(%376, %385) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %387 = "stablehlo.convert"(%arg33) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %389 = "stablehlo.multiply"(%388, %386) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %390 = "stablehlo.convert"(%arg34) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %391 = "stablehlo.dot_general"(%389, %390) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %392 = "stablehlo.convert"(%arg35) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %393 = "stablehlo.dot_general"(%389, %392) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %394 = "stablehlo.logistic"(%391) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %395 = "stablehlo.multiply"(%391, %394) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %396 = "stablehlo.multiply"(%395, %393) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %397 = "stablehlo.convert"(%arg36) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %398 = "stablehlo.dot_general"(%396, %397) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %399 = "stablehlo.add"(%376, %398) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %400 = "stablehlo.multiply"(%399, %399) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %401 = "stablehlo.reduce"(%400, %42) ({
    ^bb0(%402: tensor<f32>, %403: tensor<f32>):
      %404 = "stablehlo.add"(%402, %403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%404) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %405 = "stablehlo.divide"(%401, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %406 = "stablehlo.add"(%405, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %407 = "stablehlo.rsqrt"(%406) : (tensor<256xf32>) -> tensor<256xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %409 = "stablehlo.multiply"(%399, %408) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %410 = "stablehlo.convert"(%arg37) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %412 = "stablehlo.multiply"(%411, %409) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %413 = "stablehlo.convert"(%arg39) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %414 = "stablehlo.dot_general"(%412, %413) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %416 = "stablehlo.convert"(%arg40) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %417 = "stablehlo.dot_general"(%412, %416) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %418 = "stablehlo.reshape"(%417) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %419 = "stablehlo.slice"(%415) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %420 = "stablehlo.slice"(%415) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %421 = "stablehlo.multiply"(%419, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %422 = "stablehlo.multiply"(%420, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %423 = "stablehlo.subtract"(%421, %422) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %424 = "stablehlo.multiply"(%420, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %425 = "stablehlo.multiply"(%419, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %426 = "stablehlo.add"(%424, %425) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %427 = "stablehlo.concatenate"(%423, %426) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %428 = "stablehlo.dynamic_update_slice"(%arg157, %427, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %429 = "stablehlo.dynamic_update_slice"(%arg158, %418, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %430 = "stablehlo.convert"(%arg38) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %431 = "stablehlo.dot_general"(%412, %430) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %432 = "stablehlo.reshape"(%431) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %433 = "stablehlo.slice"(%432) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %434 = "stablehlo.slice"(%432) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %435 = "stablehlo.multiply"(%433, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %436 = "stablehlo.multiply"(%434, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %437 = "stablehlo.subtract"(%435, %436) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %438 = "stablehlo.multiply"(%434, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %439 = "stablehlo.multiply"(%433, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %440 = "stablehlo.add"(%438, %439) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %441 = "stablehlo.concatenate"(%437, %440) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %443 = "stablehlo.dot_general"(%442, %428) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %444 = "stablehlo.multiply"(%443, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %445 = "stablehlo.select"(%20, %444, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %446 = "stablehlo.reduce"(%445, %93) ({
    ^bb0(%447: tensor<f32>, %448: tensor<f32>):
      %449 = "stablehlo.maximum"(%447, %448) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%449) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %450 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %451 = "stablehlo.subtract"(%445, %450) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %452 = "stablehlo.exponential"(%451) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %453 = "stablehlo.reduce"(%452, %42) ({
    ^bb0(%454: tensor<f32>, %455: tensor<f32>):
      %456 = "stablehlo.add"(%454, %455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%456) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %457 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %458 = "stablehlo.divide"(%452, %457) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %459 = "stablehlo.dot_general"(%458, %429) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %460 = "stablehlo.transpose"(%459) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %461 = "stablehlo.reshape"(%460) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %462 = "stablehlo.convert"(%arg41) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %463 = "stablehlo.dot_general"(%461, %462) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %464 = "stablehlo.add"(%399, %463) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %465 = "stablehlo.multiply"(%464, %464) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %466 = "stablehlo.reduce"(%465, %42) ({
    ^bb0(%467: tensor<f32>, %468: tensor<f32>):
      %469 = "stablehlo.add"(%467, %468) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%469) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %470 = "stablehlo.divide"(%466, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %471 = "stablehlo.add"(%470, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %472 = "stablehlo.rsqrt"(%471) : (tensor<256xf32>) -> tensor<256xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %474 = "stablehlo.multiply"(%464, %473) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %475 = "stablehlo.convert"(%arg42) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %477 = "stablehlo.multiply"(%476, %474) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %478 = "stablehlo.convert"(%arg43) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %479 = "stablehlo.dot_general"(%477, %478) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %480 = "stablehlo.convert"(%arg44) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %481 = "stablehlo.dot_general"(%477, %480) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %482 = "stablehlo.logistic"(%479) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %483 = "stablehlo.multiply"(%479, %482) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %484 = "stablehlo.multiply"(%483, %481) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %485 = "stablehlo.convert"(%arg45) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %486 = "stablehlo.dot_general"(%484, %485) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %487 = "stablehlo.add"(%464, %486) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %488 = "stablehlo.multiply"(%487, %487) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %489 = "stablehlo.reduce"(%488, %42) ({
    ^bb0(%490: tensor<f32>, %491: tensor<f32>):
      %492 = "stablehlo.add"(%490, %491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%492) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %493 = "stablehlo.divide"(%489, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %494 = "stablehlo.add"(%493, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %495 = "stablehlo.rsqrt"(%494) : (tensor<256xf32>) -> tensor<256xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %497 = "stablehlo.multiply"(%487, %496) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %498 = "stablehlo.convert"(%arg46) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %500 = "stablehlo.multiply"(%499, %497) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %501 = "stablehlo.convert"(%arg48) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %502 = "stablehlo.dot_general"(%500, %501) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %503 = "stablehlo.reshape"(%502) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %504 = "stablehlo.convert"(%arg49) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %505 = "stablehlo.dot_general"(%500, %504) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %506 = "stablehlo.reshape"(%505) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %507 = "stablehlo.slice"(%503) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %508 = "stablehlo.slice"(%503) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %509 = "stablehlo.multiply"(%507, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %510 = "stablehlo.multiply"(%508, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %511 = "stablehlo.subtract"(%509, %510) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %512 = "stablehlo.multiply"(%508, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %513 = "stablehlo.multiply"(%507, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %514 = "stablehlo.add"(%512, %513) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %515 = "stablehlo.concatenate"(%511, %514) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %516 = "stablehlo.dynamic_update_slice"(%arg159, %515, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %517 = "stablehlo.dynamic_update_slice"(%arg160, %506, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %518 = "stablehlo.convert"(%arg47) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %519 = "stablehlo.dot_general"(%500, %518) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %520 = "stablehlo.reshape"(%519) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %521 = "stablehlo.slice"(%520) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %522 = "stablehlo.slice"(%520) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %523 = "stablehlo.multiply"(%521, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %524 = "stablehlo.multiply"(%522, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %525 = "stablehlo.subtract"(%523, %524) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %526 = "stablehlo.multiply"(%522, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %527 = "stablehlo.multiply"(%521, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %528 = "stablehlo.add"(%526, %527) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %529 = "stablehlo.concatenate"(%525, %528) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %531 = "stablehlo.dot_general"(%530, %516) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %532 = "stablehlo.multiply"(%531, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %533 = "stablehlo.select"(%20, %532, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %534 = "stablehlo.reduce"(%533, %93) ({
    ^bb0(%535: tensor<f32>, %536: tensor<f32>):
      %537 = "stablehlo.maximum"(%535, %536) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%537) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %538 = "stablehlo.broadcast_in_dim"(%534) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %539 = "stablehlo.subtract"(%533, %538) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %540 = "stablehlo.exponential"(%539) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %541 = "stablehlo.reduce"(%540, %42) ({
    ^bb0(%542: tensor<f32>, %543: tensor<f32>):
      %544 = "stablehlo.add"(%542, %543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%544) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %545 = "stablehlo.broadcast_in_dim"(%541) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %546 = "stablehlo.divide"(%540, %545) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %547 = "stablehlo.dot_general"(%546, %517) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %548 = "stablehlo.transpose"(%547) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %550 = "stablehlo.convert"(%arg50) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %551 = "stablehlo.dot_general"(%549, %550) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %552 = "stablehlo.add"(%487, %551) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %553 = "stablehlo.multiply"(%552, %552) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %554 = "stablehlo.reduce"(%553, %42) ({
    ^bb0(%555: tensor<f32>, %556: tensor<f32>):
      %557 = "stablehlo.add"(%555, %556) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%557) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %558 = "stablehlo.divide"(%554, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %559 = "stablehlo.add"(%558, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %560 = "stablehlo.rsqrt"(%559) : (tensor<256xf32>) -> tensor<256xf32>
    %561 = "stablehlo.broadcast_in_dim"(%560) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %562 = "stablehlo.multiply"(%552, %561) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %563 = "stablehlo.convert"(%arg51) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %565 = "stablehlo.multiply"(%564, %562) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %566 = "stablehlo.convert"(%arg52) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %567 = "stablehlo.dot_general"(%565, %566) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %568 = "stablehlo.convert"(%arg53) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %569 = "stablehlo.dot_general"(%565, %568) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %570 = "stablehlo.logistic"(%567) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %571 = "stablehlo.multiply"(%567, %570) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %572 = "stablehlo.multiply"(%571, %569) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %573 = "stablehlo.convert"(%arg54) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %574 = "stablehlo.dot_general"(%572, %573) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %575 = "stablehlo.add"(%552, %574) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %576 = "stablehlo.multiply"(%575, %575) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %577 = "stablehlo.reduce"(%576, %42) ({
    ^bb0(%578: tensor<f32>, %579: tensor<f32>):
      %580 = "stablehlo.add"(%578, %579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%580) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %581 = "stablehlo.divide"(%577, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %582 = "stablehlo.add"(%581, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %583 = "stablehlo.rsqrt"(%582) : (tensor<256xf32>) -> tensor<256xf32>
    %584 = "stablehlo.broadcast_in_dim"(%583) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %585 = "stablehlo.multiply"(%575, %584) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %586 = "stablehlo.convert"(%arg55) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %587 = "stablehlo.broadcast_in_dim"(%586) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %588 = "stablehlo.multiply"(%587, %585) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %589 = "stablehlo.convert"(%arg57) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %590 = "stablehlo.dot_general"(%588, %589) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %591 = "stablehlo.reshape"(%590) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %592 = "stablehlo.convert"(%arg58) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %593 = "stablehlo.dot_general"(%588, %592) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %594 = "stablehlo.reshape"(%593) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %595 = "stablehlo.slice"(%591) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %596 = "stablehlo.slice"(%591) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %597 = "stablehlo.multiply"(%595, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %598 = "stablehlo.multiply"(%596, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %599 = "stablehlo.subtract"(%597, %598) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %600 = "stablehlo.multiply"(%596, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %601 = "stablehlo.multiply"(%595, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %602 = "stablehlo.add"(%600, %601) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %603 = "stablehlo.concatenate"(%599, %602) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %604 = "stablehlo.dynamic_update_slice"(%arg161, %603, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %605 = "stablehlo.dynamic_update_slice"(%arg162, %594, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %606 = "stablehlo.convert"(%arg56) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %607 = "stablehlo.dot_general"(%588, %606) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %609 = "stablehlo.slice"(%608) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %610 = "stablehlo.slice"(%608) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %611 = "stablehlo.multiply"(%609, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %612 = "stablehlo.multiply"(%610, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %613 = "stablehlo.subtract"(%611, %612) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %614 = "stablehlo.multiply"(%610, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %615 = "stablehlo.multiply"(%609, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %616 = "stablehlo.add"(%614, %615) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %617 = "stablehlo.concatenate"(%613, %616) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %619 = "stablehlo.dot_general"(%618, %604) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %620 = "stablehlo.multiply"(%619, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %621 = "stablehlo.select"(%20, %620, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %622 = "stablehlo.reduce"(%621, %93) ({
    ^bb0(%623: tensor<f32>, %624: tensor<f32>):
      %625 = "stablehlo.maximum"(%623, %624) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%625) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %626 = "stablehlo.broadcast_in_dim"(%622) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %627 = "stablehlo.subtract"(%621, %626) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %628 = "stablehlo.exponential"(%627) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %629 = "stablehlo.reduce"(%628, %42) ({
    ^bb0(%630: tensor<f32>, %631: tensor<f32>):
      %632 = "stablehlo.add"(%630, %631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%632) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %633 = "stablehlo.broadcast_in_dim"(%629) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %634 = "stablehlo.divide"(%628, %633) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %635 = "stablehlo.dot_general"(%634, %605) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %636 = "stablehlo.transpose"(%635) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %637 = "stablehlo.reshape"(%636) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %638 = "stablehlo.convert"(%arg59) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %639 = "stablehlo.dot_general"(%637, %638) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %640 = "stablehlo.add"(%575, %639) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %641 = "stablehlo.multiply"(%640, %640) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %642 = "stablehlo.reduce"(%641, %42) ({
    ^bb0(%643: tensor<f32>, %644: tensor<f32>):
      %645 = "stablehlo.add"(%643, %644) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%645) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %646 = "stablehlo.divide"(%642, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %647 = "stablehlo.add"(%646, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %648 = "stablehlo.rsqrt"(%647) : (tensor<256xf32>) -> tensor<256xf32>
    %649 = "stablehlo.broadcast_in_dim"(%648) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %650 = "stablehlo.multiply"(%640, %649) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %651 = "stablehlo.convert"(%arg60) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %653 = "stablehlo.multiply"(%652, %650) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %654 = "stablehlo.convert"(%arg61) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %655 = "stablehlo.dot_general"(%653, %654) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %656 = "stablehlo.convert"(%arg62) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %657 = "stablehlo.dot_general"(%653, %656) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %658 = "stablehlo.logistic"(%655) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %659 = "stablehlo.multiply"(%655, %658) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %660 = "stablehlo.multiply"(%659, %657) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %661 = "stablehlo.convert"(%arg63) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %662 = "stablehlo.dot_general"(%660, %661) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %663 = "stablehlo.add"(%640, %662) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %664 = "stablehlo.multiply"(%663, %663) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %665 = "stablehlo.reduce"(%664, %42) ({
    ^bb0(%666: tensor<f32>, %667: tensor<f32>):
      %668 = "stablehlo.add"(%666, %667) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%668) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %669 = "stablehlo.divide"(%665, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %670 = "stablehlo.add"(%669, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %671 = "stablehlo.rsqrt"(%670) : (tensor<256xf32>) -> tensor<256xf32>
    %672 = "stablehlo.broadcast_in_dim"(%671) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %673 = "stablehlo.multiply"(%663, %672) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %674 = "stablehlo.convert"(%arg64) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %675 = "stablehlo.broadcast_in_dim"(%674) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %676 = "stablehlo.multiply"(%675, %673) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %677 = "stablehlo.convert"(%arg66) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %678 = "stablehlo.dot_general"(%676, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %679 = "stablehlo.reshape"(%678) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %680 = "stablehlo.convert"(%arg67) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %681 = "stablehlo.dot_general"(%676, %680) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %682 = "stablehlo.reshape"(%681) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %683 = "stablehlo.slice"(%679) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %684 = "stablehlo.slice"(%679) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %685 = "stablehlo.multiply"(%683, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %686 = "stablehlo.multiply"(%684, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %687 = "stablehlo.subtract"(%685, %686) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %688 = "stablehlo.multiply"(%684, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %689 = "stablehlo.multiply"(%683, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %690 = "stablehlo.add"(%688, %689) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %691 = "stablehlo.concatenate"(%687, %690) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %692 = "stablehlo.dynamic_update_slice"(%arg163, %691, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %693 = "stablehlo.dynamic_update_slice"(%arg164, %682, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %694 = "stablehlo.convert"(%arg65) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %695 = "stablehlo.dot_general"(%676, %694) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %696 = "stablehlo.reshape"(%695) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %697 = "stablehlo.slice"(%696) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %698 = "stablehlo.slice"(%696) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %699 = "stablehlo.multiply"(%697, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %700 = "stablehlo.multiply"(%698, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %701 = "stablehlo.subtract"(%699, %700) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %702 = "stablehlo.multiply"(%698, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %703 = "stablehlo.multiply"(%697, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %704 = "stablehlo.add"(%702, %703) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %705 = "stablehlo.concatenate"(%701, %704) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %706 = "stablehlo.reshape"(%705) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %707 = "stablehlo.dot_general"(%706, %692) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %708 = "stablehlo.multiply"(%707, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %709 = "stablehlo.select"(%20, %708, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %710 = "stablehlo.reduce"(%709, %93) ({
    ^bb0(%711: tensor<f32>, %712: tensor<f32>):
      %713 = "stablehlo.maximum"(%711, %712) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%713) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %714 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %715 = "stablehlo.subtract"(%709, %714) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %716 = "stablehlo.exponential"(%715) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %717 = "stablehlo.reduce"(%716, %42) ({
    ^bb0(%718: tensor<f32>, %719: tensor<f32>):
      %720 = "stablehlo.add"(%718, %719) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%720) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %721 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %722 = "stablehlo.divide"(%716, %721) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %723 = "stablehlo.dot_general"(%722, %693) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %724 = "stablehlo.transpose"(%723) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %725 = "stablehlo.reshape"(%724) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %726 = "stablehlo.convert"(%arg68) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %727 = "stablehlo.dot_general"(%725, %726) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %728 = "stablehlo.add"(%663, %727) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %729 = "stablehlo.multiply"(%728, %728) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %730 = "stablehlo.reduce"(%729, %42) ({
    ^bb0(%731: tensor<f32>, %732: tensor<f32>):
      %733 = "stablehlo.add"(%731, %732) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%733) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %734 = "stablehlo.divide"(%730, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %735 = "stablehlo.add"(%734, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %736 = "stablehlo.rsqrt"(%735) : (tensor<256xf32>) -> tensor<256xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %738 = "stablehlo.multiply"(%728, %737) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %739 = "stablehlo.convert"(%arg69) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %740 = "stablehlo.broadcast_in_dim"(%739) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %741 = "stablehlo.multiply"(%740, %738) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %742 = "stablehlo.convert"(%arg70) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %743 = "stablehlo.dot_general"(%741, %742) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %744 = "stablehlo.convert"(%arg71) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %745 = "stablehlo.dot_general"(%741, %744) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %746 = "stablehlo.logistic"(%743) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %747 = "stablehlo.multiply"(%743, %746) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %748 = "stablehlo.multiply"(%747, %745) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %749 = "stablehlo.convert"(%arg72) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %750 = "stablehlo.dot_general"(%748, %749) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %751 = "stablehlo.add"(%728, %750) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %752 = "stablehlo.multiply"(%751, %751) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %753 = "stablehlo.reduce"(%752, %42) ({
    ^bb0(%754: tensor<f32>, %755: tensor<f32>):
      %756 = "stablehlo.add"(%754, %755) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%756) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %757 = "stablehlo.divide"(%753, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %758 = "stablehlo.add"(%757, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %759 = "stablehlo.rsqrt"(%758) : (tensor<256xf32>) -> tensor<256xf32>
    %760 = "stablehlo.broadcast_in_dim"(%759) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %761 = "stablehlo.multiply"(%751, %760) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %762 = "stablehlo.convert"(%arg73) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %763 = "stablehlo.broadcast_in_dim"(%762) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %764 = "stablehlo.multiply"(%763, %761) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %765 = "stablehlo.convert"(%arg75) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %766 = "stablehlo.dot_general"(%764, %765) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %767 = "stablehlo.reshape"(%766) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %768 = "stablehlo.convert"(%arg76) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %769 = "stablehlo.dot_general"(%764, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %770 = "stablehlo.reshape"(%769) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %771 = "stablehlo.slice"(%767) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %772 = "stablehlo.slice"(%767) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %773 = "stablehlo.multiply"(%771, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %774 = "stablehlo.multiply"(%772, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %775 = "stablehlo.subtract"(%773, %774) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %776 = "stablehlo.multiply"(%772, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %777 = "stablehlo.multiply"(%771, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %778 = "stablehlo.add"(%776, %777) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %779 = "stablehlo.concatenate"(%775, %778) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %780 = "stablehlo.dynamic_update_slice"(%arg165, %779, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %781 = "stablehlo.dynamic_update_slice"(%arg166, %770, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %782 = "stablehlo.convert"(%arg74) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %783 = "stablehlo.dot_general"(%764, %782) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %784 = "stablehlo.reshape"(%783) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %785 = "stablehlo.slice"(%784) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %786 = "stablehlo.slice"(%784) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %787 = "stablehlo.multiply"(%785, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %788 = "stablehlo.multiply"(%786, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %789 = "stablehlo.subtract"(%787, %788) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %790 = "stablehlo.multiply"(%786, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %791 = "stablehlo.multiply"(%785, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %792 = "stablehlo.add"(%790, %791) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %793 = "stablehlo.concatenate"(%789, %792) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %794 = "stablehlo.reshape"(%793) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %795 = "stablehlo.dot_general"(%794, %780) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %796 = "stablehlo.multiply"(%795, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %797 = "stablehlo.select"(%20, %796, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %798 = "stablehlo.reduce"(%797, %93) ({
    ^bb0(%799: tensor<f32>, %800: tensor<f32>):
      %801 = "stablehlo.maximum"(%799, %800) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%801) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %802 = "stablehlo.broadcast_in_dim"(%798) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %803 = "stablehlo.subtract"(%797, %802) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %804 = "stablehlo.exponential"(%803) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %805 = "stablehlo.reduce"(%804, %42) ({
    ^bb0(%806: tensor<f32>, %807: tensor<f32>):
      %808 = "stablehlo.add"(%806, %807) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%808) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %809 = "stablehlo.broadcast_in_dim"(%805) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %810 = "stablehlo.divide"(%804, %809) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %811 = "stablehlo.dot_general"(%810, %781) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %812 = "stablehlo.transpose"(%811) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %813 = "stablehlo.reshape"(%812) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %814 = "stablehlo.convert"(%arg77) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %815 = "stablehlo.dot_general"(%813, %814) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %816 = "stablehlo.add"(%751, %815) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %817 = "stablehlo.multiply"(%816, %816) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %818 = "stablehlo.reduce"(%817, %42) ({
    ^bb0(%819: tensor<f32>, %820: tensor<f32>):
      %821 = "stablehlo.add"(%819, %820) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%821) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %822 = "stablehlo.divide"(%818, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %823 = "stablehlo.add"(%822, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %824 = "stablehlo.rsqrt"(%823) : (tensor<256xf32>) -> tensor<256xf32>
    %825 = "stablehlo.broadcast_in_dim"(%824) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %826 = "stablehlo.multiply"(%816, %825) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %827 = "stablehlo.convert"(%arg78) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %828 = "stablehlo.broadcast_in_dim"(%827) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %829 = "stablehlo.multiply"(%828, %826) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %830 = "stablehlo.convert"(%arg79) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %831 = "stablehlo.dot_general"(%829, %830) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %832 = "stablehlo.convert"(%arg80) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %833 = "stablehlo.dot_general"(%829, %832) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %834 = "stablehlo.logistic"(%831) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %835 = "stablehlo.multiply"(%831, %834) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %836 = "stablehlo.multiply"(%835, %833) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %837 = "stablehlo.convert"(%arg81) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %838 = "stablehlo.dot_general"(%836, %837) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %839 = "stablehlo.add"(%816, %838) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %840 = "stablehlo.multiply"(%839, %839) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %841 = "stablehlo.reduce"(%840, %42) ({
    ^bb0(%842: tensor<f32>, %843: tensor<f32>):
      %844 = "stablehlo.add"(%842, %843) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%844) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %845 = "stablehlo.divide"(%841, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %846 = "stablehlo.add"(%845, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %847 = "stablehlo.rsqrt"(%846) : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "stablehlo.broadcast_in_dim"(%847) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %849 = "stablehlo.multiply"(%839, %848) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %850 = "stablehlo.convert"(%arg82) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %851 = "stablehlo.broadcast_in_dim"(%850) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %852 = "stablehlo.multiply"(%851, %849) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %853 = "stablehlo.convert"(%arg84) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %854 = "stablehlo.dot_general"(%852, %853) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %856 = "stablehlo.convert"(%arg85) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %857 = "stablehlo.dot_general"(%852, %856) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %858 = "stablehlo.reshape"(%857) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %859 = "stablehlo.slice"(%855) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %860 = "stablehlo.slice"(%855) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %861 = "stablehlo.multiply"(%859, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %862 = "stablehlo.multiply"(%860, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %863 = "stablehlo.subtract"(%861, %862) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %864 = "stablehlo.multiply"(%860, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %865 = "stablehlo.multiply"(%859, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %866 = "stablehlo.add"(%864, %865) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %867 = "stablehlo.concatenate"(%863, %866) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %868 = "stablehlo.dynamic_update_slice"(%arg167, %867, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %869 = "stablehlo.dynamic_update_slice"(%arg168, %858, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %870 = "stablehlo.convert"(%arg83) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %871 = "stablehlo.dot_general"(%852, %870) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %872 = "stablehlo.reshape"(%871) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %873 = "stablehlo.slice"(%872) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %874 = "stablehlo.slice"(%872) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %875 = "stablehlo.multiply"(%873, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %876 = "stablehlo.multiply"(%874, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %877 = "stablehlo.subtract"(%875, %876) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %878 = "stablehlo.multiply"(%874, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %879 = "stablehlo.multiply"(%873, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %880 = "stablehlo.add"(%878, %879) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %881 = "stablehlo.concatenate"(%877, %880) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %882 = "stablehlo.reshape"(%881) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %883 = "stablehlo.dot_general"(%882, %868) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %884 = "stablehlo.multiply"(%883, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %885 = "stablehlo.select"(%20, %884, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %886 = "stablehlo.reduce"(%885, %93) ({
    ^bb0(%887: tensor<f32>, %888: tensor<f32>):
      %889 = "stablehlo.maximum"(%887, %888) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%889) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %890 = "stablehlo.broadcast_in_dim"(%886) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %891 = "stablehlo.subtract"(%885, %890) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %892 = "stablehlo.exponential"(%891) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %893 = "stablehlo.reduce"(%892, %42) ({
    ^bb0(%894: tensor<f32>, %895: tensor<f32>):
      %896 = "stablehlo.add"(%894, %895) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%896) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %897 = "stablehlo.broadcast_in_dim"(%893) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %898 = "stablehlo.divide"(%892, %897) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %899 = "stablehlo.dot_general"(%898, %869) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %900 = "stablehlo.transpose"(%899) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %901 = "stablehlo.reshape"(%900) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %902 = "stablehlo.convert"(%arg86) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %903 = "stablehlo.dot_general"(%901, %902) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %904 = "stablehlo.add"(%839, %903) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %905 = "stablehlo.multiply"(%904, %904) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %906 = "stablehlo.reduce"(%905, %42) ({
    ^bb0(%907: tensor<f32>, %908: tensor<f32>):
      %909 = "stablehlo.add"(%907, %908) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%909) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %910 = "stablehlo.divide"(%906, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %911 = "stablehlo.add"(%910, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %912 = "stablehlo.rsqrt"(%911) : (tensor<256xf32>) -> tensor<256xf32>
    %913 = "stablehlo.broadcast_in_dim"(%912) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %914 = "stablehlo.multiply"(%904, %913) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %915 = "stablehlo.convert"(%arg87) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %916 = "stablehlo.broadcast_in_dim"(%915) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %917 = "stablehlo.multiply"(%916, %914) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %918 = "stablehlo.convert"(%arg88) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %919 = "stablehlo.dot_general"(%917, %918) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %920 = "stablehlo.convert"(%arg89) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %921 = "stablehlo.dot_general"(%917, %920) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %922 = "stablehlo.logistic"(%919) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %923 = "stablehlo.multiply"(%919, %922) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %924 = "stablehlo.multiply"(%923, %921) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %925 = "stablehlo.convert"(%arg90) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %926 = "stablehlo.dot_general"(%924, %925) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %927 = "stablehlo.add"(%904, %926) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %928 = "stablehlo.multiply"(%927, %927) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %929 = "stablehlo.reduce"(%928, %42) ({
    ^bb0(%930: tensor<f32>, %931: tensor<f32>):
      %932 = "stablehlo.add"(%930, %931) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%932) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %933 = "stablehlo.divide"(%929, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %934 = "stablehlo.add"(%933, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %935 = "stablehlo.rsqrt"(%934) : (tensor<256xf32>) -> tensor<256xf32>
    %936 = "stablehlo.broadcast_in_dim"(%935) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %937 = "stablehlo.multiply"(%927, %936) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %938 = "stablehlo.convert"(%arg91) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %939 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %940 = "stablehlo.multiply"(%939, %937) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %941 = "stablehlo.convert"(%arg93) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %942 = "stablehlo.dot_general"(%940, %941) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %943 = "stablehlo.reshape"(%942) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %944 = "stablehlo.convert"(%arg94) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %945 = "stablehlo.dot_general"(%940, %944) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %947 = "stablehlo.slice"(%943) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %948 = "stablehlo.slice"(%943) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %949 = "stablehlo.multiply"(%947, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %950 = "stablehlo.multiply"(%948, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %951 = "stablehlo.subtract"(%949, %950) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %952 = "stablehlo.multiply"(%948, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %953 = "stablehlo.multiply"(%947, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %954 = "stablehlo.add"(%952, %953) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %955 = "stablehlo.concatenate"(%951, %954) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %956 = "stablehlo.dynamic_update_slice"(%arg169, %955, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %957 = "stablehlo.dynamic_update_slice"(%arg170, %946, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %958 = "stablehlo.convert"(%arg92) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %959 = "stablehlo.dot_general"(%940, %958) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %960 = "stablehlo.reshape"(%959) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %961 = "stablehlo.slice"(%960) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %962 = "stablehlo.slice"(%960) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %963 = "stablehlo.multiply"(%961, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %964 = "stablehlo.multiply"(%962, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %965 = "stablehlo.subtract"(%963, %964) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %966 = "stablehlo.multiply"(%962, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %967 = "stablehlo.multiply"(%961, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %968 = "stablehlo.add"(%966, %967) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %969 = "stablehlo.concatenate"(%965, %968) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %970 = "stablehlo.reshape"(%969) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %971 = "stablehlo.dot_general"(%970, %956) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %972 = "stablehlo.multiply"(%971, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %973 = "stablehlo.select"(%20, %972, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %974 = "stablehlo.reduce"(%973, %93) ({
    ^bb0(%975: tensor<f32>, %976: tensor<f32>):
      %977 = "stablehlo.maximum"(%975, %976) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%977) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %978 = "stablehlo.broadcast_in_dim"(%974) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %979 = "stablehlo.subtract"(%973, %978) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %980 = "stablehlo.exponential"(%979) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %981 = "stablehlo.reduce"(%980, %42) ({
    ^bb0(%982: tensor<f32>, %983: tensor<f32>):
      %984 = "stablehlo.add"(%982, %983) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%984) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %985 = "stablehlo.broadcast_in_dim"(%981) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %986 = "stablehlo.divide"(%980, %985) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %987 = "stablehlo.dot_general"(%986, %957) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %988 = "stablehlo.transpose"(%987) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %989 = "stablehlo.reshape"(%988) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %990 = "stablehlo.convert"(%arg95) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %991 = "stablehlo.dot_general"(%989, %990) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %992 = "stablehlo.add"(%927, %991) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %993 = "stablehlo.multiply"(%992, %992) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %994 = "stablehlo.reduce"(%993, %42) ({
    ^bb0(%995: tensor<f32>, %996: tensor<f32>):
      %997 = "stablehlo.add"(%995, %996) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%997) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %998 = "stablehlo.divide"(%994, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %999 = "stablehlo.add"(%998, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1000 = "stablehlo.rsqrt"(%999) : (tensor<256xf32>) -> tensor<256xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%1000) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1002 = "stablehlo.multiply"(%992, %1001) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1003 = "stablehlo.convert"(%arg96) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1005 = "stablehlo.multiply"(%1004, %1002) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1006 = "stablehlo.convert"(%arg97) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1007 = "stablehlo.dot_general"(%1005, %1006) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1008 = "stablehlo.convert"(%arg98) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1009 = "stablehlo.dot_general"(%1005, %1008) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1010 = "stablehlo.logistic"(%1007) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1011 = "stablehlo.multiply"(%1007, %1010) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1012 = "stablehlo.multiply"(%1011, %1009) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1013 = "stablehlo.convert"(%arg99) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1014 = "stablehlo.dot_general"(%1012, %1013) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1015 = "stablehlo.add"(%992, %1014) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1016 = "stablehlo.multiply"(%1015, %1015) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1017 = "stablehlo.reduce"(%1016, %42) ({
    ^bb0(%1018: tensor<f32>, %1019: tensor<f32>):
      %1020 = "stablehlo.add"(%1018, %1019) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1020) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1021 = "stablehlo.divide"(%1017, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1022 = "stablehlo.add"(%1021, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1023 = "stablehlo.rsqrt"(%1022) : (tensor<256xf32>) -> tensor<256xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1025 = "stablehlo.multiply"(%1015, %1024) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1026 = "stablehlo.convert"(%arg100) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1028 = "stablehlo.multiply"(%1027, %1025) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1029 = "stablehlo.convert"(%arg102) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1030 = "stablehlo.dot_general"(%1028, %1029) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1031 = "stablehlo.reshape"(%1030) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1032 = "stablehlo.convert"(%arg103) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1033 = "stablehlo.dot_general"(%1028, %1032) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1035 = "stablehlo.slice"(%1031) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1036 = "stablehlo.slice"(%1031) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1037 = "stablehlo.multiply"(%1035, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1038 = "stablehlo.multiply"(%1036, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1039 = "stablehlo.subtract"(%1037, %1038) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1040 = "stablehlo.multiply"(%1036, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1041 = "stablehlo.multiply"(%1035, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1042 = "stablehlo.add"(%1040, %1041) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1043 = "stablehlo.concatenate"(%1039, %1042) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1044 = "stablehlo.dynamic_update_slice"(%arg171, %1043, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1045 = "stablehlo.dynamic_update_slice"(%arg172, %1034, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1046 = "stablehlo.convert"(%arg101) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1047 = "stablehlo.dot_general"(%1028, %1046) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1048 = "stablehlo.reshape"(%1047) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1049 = "stablehlo.slice"(%1048) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1050 = "stablehlo.slice"(%1048) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1051 = "stablehlo.multiply"(%1049, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1052 = "stablehlo.multiply"(%1050, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1053 = "stablehlo.subtract"(%1051, %1052) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1054 = "stablehlo.multiply"(%1050, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1055 = "stablehlo.multiply"(%1049, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1056 = "stablehlo.add"(%1054, %1055) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1057 = "stablehlo.concatenate"(%1053, %1056) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1058 = "stablehlo.reshape"(%1057) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1059 = "stablehlo.dot_general"(%1058, %1044) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1060 = "stablehlo.multiply"(%1059, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1061 = "stablehlo.select"(%20, %1060, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1062 = "stablehlo.reduce"(%1061, %93) ({
    ^bb0(%1063: tensor<f32>, %1064: tensor<f32>):
      %1065 = "stablehlo.maximum"(%1063, %1064) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1065) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%1062) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1067 = "stablehlo.subtract"(%1061, %1066) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1068 = "stablehlo.exponential"(%1067) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1069 = "stablehlo.reduce"(%1068, %42) ({
    ^bb0(%1070: tensor<f32>, %1071: tensor<f32>):
      %1072 = "stablehlo.add"(%1070, %1071) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1072) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1069) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1074 = "stablehlo.divide"(%1068, %1073) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1075 = "stablehlo.dot_general"(%1074, %1045) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1076 = "stablehlo.transpose"(%1075) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1077 = "stablehlo.reshape"(%1076) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1078 = "stablehlo.convert"(%arg104) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1079 = "stablehlo.dot_general"(%1077, %1078) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1080 = "stablehlo.add"(%1015, %1079) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1081 = "stablehlo.multiply"(%1080, %1080) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1082 = "stablehlo.reduce"(%1081, %42) ({
    ^bb0(%1083: tensor<f32>, %1084: tensor<f32>):
      %1085 = "stablehlo.add"(%1083, %1084) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1085) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1086 = "stablehlo.divide"(%1082, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1087 = "stablehlo.add"(%1086, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1088 = "stablehlo.rsqrt"(%1087) : (tensor<256xf32>) -> tensor<256xf32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1090 = "stablehlo.multiply"(%1080, %1089) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1091 = "stablehlo.convert"(%arg105) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1093 = "stablehlo.multiply"(%1092, %1090) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1094 = "stablehlo.convert"(%arg106) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1095 = "stablehlo.dot_general"(%1093, %1094) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1096 = "stablehlo.convert"(%arg107) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1097 = "stablehlo.dot_general"(%1093, %1096) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1098 = "stablehlo.logistic"(%1095) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1099 = "stablehlo.multiply"(%1095, %1098) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1100 = "stablehlo.multiply"(%1099, %1097) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1101 = "stablehlo.convert"(%arg108) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1102 = "stablehlo.dot_general"(%1100, %1101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1103 = "stablehlo.add"(%1080, %1102) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1104 = "stablehlo.multiply"(%1103, %1103) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1105 = "stablehlo.reduce"(%1104, %42) ({
    ^bb0(%1106: tensor<f32>, %1107: tensor<f32>):
      %1108 = "stablehlo.add"(%1106, %1107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1108) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1109 = "stablehlo.divide"(%1105, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1110 = "stablehlo.add"(%1109, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1111 = "stablehlo.rsqrt"(%1110) : (tensor<256xf32>) -> tensor<256xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%1111) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1113 = "stablehlo.multiply"(%1103, %1112) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1114 = "stablehlo.convert"(%arg109) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1116 = "stablehlo.multiply"(%1115, %1113) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1117 = "stablehlo.convert"(%arg111) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1118 = "stablehlo.dot_general"(%1116, %1117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1119 = "stablehlo.reshape"(%1118) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1120 = "stablehlo.convert"(%arg112) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1121 = "stablehlo.dot_general"(%1116, %1120) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1122 = "stablehlo.reshape"(%1121) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1123 = "stablehlo.slice"(%1119) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1124 = "stablehlo.slice"(%1119) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1125 = "stablehlo.multiply"(%1123, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1126 = "stablehlo.multiply"(%1124, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1127 = "stablehlo.subtract"(%1125, %1126) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1128 = "stablehlo.multiply"(%1124, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1129 = "stablehlo.multiply"(%1123, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1130 = "stablehlo.add"(%1128, %1129) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1131 = "stablehlo.concatenate"(%1127, %1130) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1132 = "stablehlo.dynamic_update_slice"(%arg173, %1131, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1133 = "stablehlo.dynamic_update_slice"(%arg174, %1122, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1134 = "stablehlo.convert"(%arg110) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1135 = "stablehlo.dot_general"(%1116, %1134) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1136 = "stablehlo.reshape"(%1135) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1137 = "stablehlo.slice"(%1136) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1138 = "stablehlo.slice"(%1136) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1139 = "stablehlo.multiply"(%1137, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1140 = "stablehlo.multiply"(%1138, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1141 = "stablehlo.subtract"(%1139, %1140) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1142 = "stablehlo.multiply"(%1138, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1143 = "stablehlo.multiply"(%1137, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1144 = "stablehlo.add"(%1142, %1143) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1145 = "stablehlo.concatenate"(%1141, %1144) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1146 = "stablehlo.reshape"(%1145) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1147 = "stablehlo.dot_general"(%1146, %1132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1148 = "stablehlo.multiply"(%1147, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1149 = "stablehlo.select"(%20, %1148, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1150 = "stablehlo.reduce"(%1149, %93) ({
    ^bb0(%1151: tensor<f32>, %1152: tensor<f32>):
      %1153 = "stablehlo.maximum"(%1151, %1152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1153) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1154 = "stablehlo.broadcast_in_dim"(%1150) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1155 = "stablehlo.subtract"(%1149, %1154) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1156 = "stablehlo.exponential"(%1155) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1157 = "stablehlo.reduce"(%1156, %42) ({
    ^bb0(%1158: tensor<f32>, %1159: tensor<f32>):
      %1160 = "stablehlo.add"(%1158, %1159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1160) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1162 = "stablehlo.divide"(%1156, %1161) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1163 = "stablehlo.dot_general"(%1162, %1133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1164 = "stablehlo.transpose"(%1163) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1165 = "stablehlo.reshape"(%1164) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1166 = "stablehlo.convert"(%arg113) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1167 = "stablehlo.dot_general"(%1165, %1166) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1168 = "stablehlo.add"(%1103, %1167) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1169 = "stablehlo.multiply"(%1168, %1168) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1170 = "stablehlo.reduce"(%1169, %42) ({
    ^bb0(%1171: tensor<f32>, %1172: tensor<f32>):
      %1173 = "stablehlo.add"(%1171, %1172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1173) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1174 = "stablehlo.divide"(%1170, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1175 = "stablehlo.add"(%1174, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1176 = "stablehlo.rsqrt"(%1175) : (tensor<256xf32>) -> tensor<256xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1178 = "stablehlo.multiply"(%1168, %1177) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1179 = "stablehlo.convert"(%arg114) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1181 = "stablehlo.multiply"(%1180, %1178) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1182 = "stablehlo.convert"(%arg115) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1183 = "stablehlo.dot_general"(%1181, %1182) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1184 = "stablehlo.convert"(%arg116) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1185 = "stablehlo.dot_general"(%1181, %1184) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1186 = "stablehlo.logistic"(%1183) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1187 = "stablehlo.multiply"(%1183, %1186) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1188 = "stablehlo.multiply"(%1187, %1185) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1189 = "stablehlo.convert"(%arg117) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1190 = "stablehlo.dot_general"(%1188, %1189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1191 = "stablehlo.add"(%1168, %1190) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1192 = "stablehlo.multiply"(%1191, %1191) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1193 = "stablehlo.reduce"(%1192, %42) ({
    ^bb0(%1194: tensor<f32>, %1195: tensor<f32>):
      %1196 = "stablehlo.add"(%1194, %1195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1196) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1197 = "stablehlo.divide"(%1193, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1198 = "stablehlo.add"(%1197, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1199 = "stablehlo.rsqrt"(%1198) : (tensor<256xf32>) -> tensor<256xf32>
    %1200 = "stablehlo.broadcast_in_dim"(%1199) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1201 = "stablehlo.multiply"(%1191, %1200) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1202 = "stablehlo.convert"(%arg118) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1204 = "stablehlo.multiply"(%1203, %1201) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1205 = "stablehlo.convert"(%arg120) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1206 = "stablehlo.dot_general"(%1204, %1205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1207 = "stablehlo.reshape"(%1206) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1208 = "stablehlo.convert"(%arg121) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1209 = "stablehlo.dot_general"(%1204, %1208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1210 = "stablehlo.reshape"(%1209) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1211 = "stablehlo.slice"(%1207) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1212 = "stablehlo.slice"(%1207) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1213 = "stablehlo.multiply"(%1211, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1214 = "stablehlo.multiply"(%1212, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1215 = "stablehlo.subtract"(%1213, %1214) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1216 = "stablehlo.multiply"(%1212, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1217 = "stablehlo.multiply"(%1211, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1218 = "stablehlo.add"(%1216, %1217) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1219 = "stablehlo.concatenate"(%1215, %1218) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1220 = "stablehlo.dynamic_update_slice"(%arg175, %1219, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1221 = "stablehlo.dynamic_update_slice"(%arg176, %1210, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1222 = "stablehlo.convert"(%arg119) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1223 = "stablehlo.dot_general"(%1204, %1222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1224 = "stablehlo.reshape"(%1223) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1225 = "stablehlo.slice"(%1224) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1226 = "stablehlo.slice"(%1224) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1227 = "stablehlo.multiply"(%1225, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1228 = "stablehlo.multiply"(%1226, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1229 = "stablehlo.subtract"(%1227, %1228) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1230 = "stablehlo.multiply"(%1226, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1231 = "stablehlo.multiply"(%1225, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1232 = "stablehlo.add"(%1230, %1231) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1233 = "stablehlo.concatenate"(%1229, %1232) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1234 = "stablehlo.reshape"(%1233) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1235 = "stablehlo.dot_general"(%1234, %1220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1236 = "stablehlo.multiply"(%1235, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1237 = "stablehlo.select"(%20, %1236, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1238 = "stablehlo.reduce"(%1237, %93) ({
    ^bb0(%1239: tensor<f32>, %1240: tensor<f32>):
      %1241 = "stablehlo.maximum"(%1239, %1240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1241) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1242 = "stablehlo.broadcast_in_dim"(%1238) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1243 = "stablehlo.subtract"(%1237, %1242) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1244 = "stablehlo.exponential"(%1243) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1245 = "stablehlo.reduce"(%1244, %42) ({
    ^bb0(%1246: tensor<f32>, %1247: tensor<f32>):
      %1248 = "stablehlo.add"(%1246, %1247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1248) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1245) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1250 = "stablehlo.divide"(%1244, %1249) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1251 = "stablehlo.dot_general"(%1250, %1221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1252 = "stablehlo.transpose"(%1251) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1253 = "stablehlo.reshape"(%1252) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1254 = "stablehlo.convert"(%arg122) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1255 = "stablehlo.dot_general"(%1253, %1254) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1256 = "stablehlo.add"(%1191, %1255) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1257 = "stablehlo.multiply"(%1256, %1256) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1258 = "stablehlo.reduce"(%1257, %42) ({
    ^bb0(%1259: tensor<f32>, %1260: tensor<f32>):
      %1261 = "stablehlo.add"(%1259, %1260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1262 = "stablehlo.divide"(%1258, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1263 = "stablehlo.add"(%1262, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1264 = "stablehlo.rsqrt"(%1263) : (tensor<256xf32>) -> tensor<256xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1266 = "stablehlo.multiply"(%1256, %1265) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1267 = "stablehlo.convert"(%arg123) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%1267) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1269 = "stablehlo.multiply"(%1268, %1266) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1270 = "stablehlo.convert"(%arg124) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1271 = "stablehlo.dot_general"(%1269, %1270) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1272 = "stablehlo.convert"(%arg125) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1273 = "stablehlo.dot_general"(%1269, %1272) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1274 = "stablehlo.logistic"(%1271) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1275 = "stablehlo.multiply"(%1271, %1274) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1276 = "stablehlo.multiply"(%1275, %1273) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1277 = "stablehlo.convert"(%arg126) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1278 = "stablehlo.dot_general"(%1276, %1277) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1279 = "stablehlo.add"(%1256, %1278) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1280 = "stablehlo.multiply"(%1279, %1279) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1281 = "stablehlo.reduce"(%1280, %42) ({
    ^bb0(%1282: tensor<f32>, %1283: tensor<f32>):
      %1284 = "stablehlo.add"(%1282, %1283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1284) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1285 = "stablehlo.divide"(%1281, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1286 = "stablehlo.add"(%1285, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1287 = "stablehlo.rsqrt"(%1286) : (tensor<256xf32>) -> tensor<256xf32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1289 = "stablehlo.multiply"(%1279, %1288) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1290 = "stablehlo.convert"(%arg127) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1292 = "stablehlo.multiply"(%1291, %1289) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1293 = "stablehlo.convert"(%arg129) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1294 = "stablehlo.dot_general"(%1292, %1293) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1295 = "stablehlo.reshape"(%1294) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1296 = "stablehlo.convert"(%arg130) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1297 = "stablehlo.dot_general"(%1292, %1296) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1298 = "stablehlo.reshape"(%1297) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1299 = "stablehlo.slice"(%1295) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1300 = "stablehlo.slice"(%1295) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1301 = "stablehlo.multiply"(%1299, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1302 = "stablehlo.multiply"(%1300, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1303 = "stablehlo.subtract"(%1301, %1302) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1304 = "stablehlo.multiply"(%1300, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1305 = "stablehlo.multiply"(%1299, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1306 = "stablehlo.add"(%1304, %1305) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1307 = "stablehlo.concatenate"(%1303, %1306) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1308 = "stablehlo.dynamic_update_slice"(%arg177, %1307, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1309 = "stablehlo.dynamic_update_slice"(%arg178, %1298, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1310 = "stablehlo.convert"(%arg128) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1311 = "stablehlo.dot_general"(%1292, %1310) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1312 = "stablehlo.reshape"(%1311) : (tensor<256x2048xf32>) -> tensor<256x32x64xf32>
    %1313 = "stablehlo.slice"(%1312) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1314 = "stablehlo.slice"(%1312) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x32x64xf32>) -> tensor<256x32x32xf32>
    %1315 = "stablehlo.multiply"(%1313, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1316 = "stablehlo.multiply"(%1314, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1317 = "stablehlo.subtract"(%1315, %1316) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1318 = "stablehlo.multiply"(%1314, %13) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1319 = "stablehlo.multiply"(%1313, %14) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1320 = "stablehlo.add"(%1318, %1319) : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x32xf32>
    %1321 = "stablehlo.concatenate"(%1317, %1320) {dimension = 2 : i64} : (tensor<256x32x32xf32>, tensor<256x32x32xf32>) -> tensor<256x32x64xf32>
    %1322 = "stablehlo.reshape"(%1321) : (tensor<256x32x64xf32>) -> tensor<256x8x4x64xf32>
    %1323 = "stablehlo.dot_general"(%1322, %1308) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<256x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x2048xf32>
    %1324 = "stablehlo.multiply"(%1323, %89) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1325 = "stablehlo.select"(%20, %1324, %91) : (tensor<8x256x4x2048xi1>, tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1326 = "stablehlo.reduce"(%1325, %93) ({
    ^bb0(%1327: tensor<f32>, %1328: tensor<f32>):
      %1329 = "stablehlo.maximum"(%1327, %1328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1329) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1330 = "stablehlo.broadcast_in_dim"(%1326) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1331 = "stablehlo.subtract"(%1325, %1330) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1332 = "stablehlo.exponential"(%1331) : (tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1333 = "stablehlo.reduce"(%1332, %42) ({
    ^bb0(%1334: tensor<f32>, %1335: tensor<f32>):
      %1336 = "stablehlo.add"(%1334, %1335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1336) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x256x4x2048xf32>, tensor<f32>) -> tensor<8x256x4xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x256x4xf32>) -> tensor<8x256x4x2048xf32>
    %1338 = "stablehlo.divide"(%1332, %1337) : (tensor<8x256x4x2048xf32>, tensor<8x256x4x2048xf32>) -> tensor<8x256x4x2048xf32>
    %1339 = "stablehlo.dot_general"(%1338, %1309) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x256x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x256x4x64xf32>
    %1340 = "stablehlo.transpose"(%1339) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x256x4x64xf32>) -> tensor<256x8x4x64xf32>
    %1341 = "stablehlo.reshape"(%1340) : (tensor<256x8x4x64xf32>) -> tensor<256x2048xf32>
    %1342 = "stablehlo.convert"(%arg131) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1343 = "stablehlo.dot_general"(%1341, %1342) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1344 = "stablehlo.add"(%1279, %1343) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1345 = "stablehlo.multiply"(%1344, %1344) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1346 = "stablehlo.reduce"(%1345, %42) ({
    ^bb0(%1347: tensor<f32>, %1348: tensor<f32>):
      %1349 = "stablehlo.add"(%1347, %1348) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1349) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1350 = "stablehlo.divide"(%1346, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1351 = "stablehlo.add"(%1350, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1352 = "stablehlo.rsqrt"(%1351) : (tensor<256xf32>) -> tensor<256xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1354 = "stablehlo.multiply"(%1344, %1353) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1355 = "stablehlo.convert"(%arg132) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1357 = "stablehlo.multiply"(%1356, %1354) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1358 = "stablehlo.convert"(%arg133) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1359 = "stablehlo.dot_general"(%1357, %1358) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1360 = "stablehlo.convert"(%arg134) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1361 = "stablehlo.dot_general"(%1357, %1360) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<8192x2048xf32>) -> tensor<256x8192xf32>
    %1362 = "stablehlo.logistic"(%1359) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1363 = "stablehlo.multiply"(%1359, %1362) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1364 = "stablehlo.multiply"(%1363, %1361) : (tensor<256x8192xf32>, tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1365 = "stablehlo.convert"(%arg135) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1366 = "stablehlo.dot_general"(%1364, %1365) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x8192xf32>, tensor<2048x8192xf32>) -> tensor<256x2048xf32>
    %1367 = "stablehlo.add"(%1344, %1366) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1368 = "stablehlo.multiply"(%1367, %1367) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1369 = "stablehlo.reduce"(%1368, %42) ({
    ^bb0(%1370: tensor<f32>, %1371: tensor<f32>):
      %1372 = "stablehlo.add"(%1370, %1371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1372) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %1373 = "stablehlo.divide"(%1369, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1374 = "stablehlo.add"(%1373, %49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1375 = "stablehlo.rsqrt"(%1374) : (tensor<256xf32>) -> tensor<256xf32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) {broadcast_dimensions = array<i64: 0>} : (tensor<256xf32>) -> tensor<256x2048xf32>
    %1377 = "stablehlo.multiply"(%1367, %1376) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1378 = "stablehlo.convert"(%arg136) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1379 = "stablehlo.broadcast_in_dim"(%1378) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %1380 = "stablehlo.multiply"(%1379, %1377) : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %1381 = "stablehlo.convert"(%arg138) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1382 = "stablehlo.dot_general"(%1380, %1381) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1383 = "stablehlo.reshape"(%1382) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1384 = "stablehlo.convert"(%arg139) : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %1385 = "stablehlo.dot_general"(%1380, %1384) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %1386 = "stablehlo.reshape"(%1385) : (tensor<256x512xf32>) -> tensor<256x8x64xf32>
    %1387 = "stablehlo.slice"(%1383) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 256, 8, 32>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1388 = "stablehlo.slice"(%1383) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 256, 8, 64>, strides = array<i64: 1, 1, 1>} : (tensor<256x8x64xf32>) -> tensor<256x8x32xf32>
    %1389 = "stablehlo.multiply"(%1387, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1390 = "stablehlo.multiply"(%1388, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1391 = "stablehlo.subtract"(%1389, %1390) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1392 = "stablehlo.multiply"(%1388, %15) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1393 = "stablehlo.multiply"(%1387, %16) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1394 = "stablehlo.add"(%1392, %1393) : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1395 = "stablehlo.concatenate"(%1391, %1394) {dimension = 2 : i64} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x64xf32>
    %1396 = "stablehlo.dynamic_update_slice"(%arg179, %1395, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1397 = "stablehlo.dynamic_update_slice"(%arg180, %1386, %arg147, %72, %72) : (tensor<2048x8x64xf32>, tensor<256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2048x8x64xf32>
    %1398 = "stablehlo.dynamic_slice"(%1380, %22, %72) {slice_sizes = array<i64: 1, 2048>} : (tensor<256x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2048xf32>
    %1399 = "stablehlo.convert"(%arg137) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1400 = "stablehlo.dot_general"(%1398, %1399) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1401 = "stablehlo.reshape"(%1400) : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
    %1402 = "stablehlo.slice"(%1401) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 32, 32>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1403 = "stablehlo.slice"(%1401) {start_indices = array<i64: 0, 0, 32>, limit_indices = array<i64: 1, 32, 64>, strides = array<i64: 1, 1, 1>} : (tensor<1x32x64xf32>) -> tensor<1x32x32xf32>
    %1404 = "stablehlo.multiply"(%1402, %33) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1405 = "stablehlo.multiply"(%1403, %34) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1406 = "stablehlo.subtract"(%1404, %1405) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1407 = "stablehlo.multiply"(%1403, %33) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1408 = "stablehlo.multiply"(%1402, %34) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1409 = "stablehlo.add"(%1407, %1408) : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %1410 = "stablehlo.concatenate"(%1406, %1409) {dimension = 2 : i64} : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x64xf32>
    %1411 = "stablehlo.reshape"(%1410) : (tensor<1x32x64xf32>) -> tensor<1x8x4x64xf32>
    %1412 = "stablehlo.dot_general"(%1411, %1396) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x8x4x64xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x2048xf32>
    %1413 = "stablehlo.constant"() {value = dense<1.25e-01> : tensor<8x1x4x2048xf32>} : () -> tensor<8x1x4x2048xf32>
    %1414 = "stablehlo.multiply"(%1412, %1413) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1415 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<8x1x4x2048xf32>} : () -> tensor<8x1x4x2048xf32>
    %1416 = "stablehlo.select"(%40, %1414, %1415) : (tensor<8x1x4x2048xi1>, tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1417 = "stablehlo.reduce"(%1416, %93) ({
    ^bb0(%1418: tensor<f32>, %1419: tensor<f32>):
      %1420 = "stablehlo.maximum"(%1418, %1419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1421 = "stablehlo.broadcast_in_dim"(%1417) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1422 = "stablehlo.subtract"(%1416, %1421) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1423 = "stablehlo.exponential"(%1422) : (tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1424 = "stablehlo.reduce"(%1423, %42) ({
    ^bb0(%1425: tensor<f32>, %1426: tensor<f32>):
      %1427 = "stablehlo.add"(%1425, %1426) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x1x4x2048xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %1428 = "stablehlo.broadcast_in_dim"(%1424) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<8x1x4xf32>) -> tensor<8x1x4x2048xf32>
    %1429 = "stablehlo.divide"(%1423, %1428) : (tensor<8x1x4x2048xf32>, tensor<8x1x4x2048xf32>) -> tensor<8x1x4x2048xf32>
    %1430 = "stablehlo.dot_general"(%1429, %1397) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<8x1x4x2048xf32>, tensor<2048x8x64xf32>) -> tensor<8x1x4x64xf32>
    %1431 = "stablehlo.transpose"(%1430) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x1x4x64xf32>) -> tensor<1x8x4x64xf32>
    %1432 = "stablehlo.reshape"(%1431) : (tensor<1x8x4x64xf32>) -> tensor<1x2048xf32>
    %1433 = "stablehlo.dynamic_slice"(%1367, %22, %72) {slice_sizes = array<i64: 1, 2048>} : (tensor<256x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2048xf32>
    %1434 = "stablehlo.convert"(%arg140) : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %1435 = "stablehlo.dot_general"(%1432, %1434) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<1x2048xf32>
    %1436 = "stablehlo.add"(%1433, %1435) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1437 = "stablehlo.multiply"(%1436, %1436) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1438 = "stablehlo.reduce"(%1437, %42) ({
    ^bb0(%1439: tensor<f32>, %1440: tensor<f32>):
      %1441 = "stablehlo.add"(%1439, %1440) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1442 = "stablehlo.constant"() {value = dense<2.048e+03> : tensor<1xf32>} : () -> tensor<1xf32>
    %1443 = "stablehlo.divide"(%1438, %1442) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1444 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %1445 = "stablehlo.add"(%1443, %1444) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1446 = "stablehlo.rsqrt"(%1445) : (tensor<1xf32>) -> tensor<1xf32>
    %1447 = "stablehlo.broadcast_in_dim"(%1446) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1448 = "stablehlo.multiply"(%1436, %1447) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1449 = "stablehlo.convert"(%arg141) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%1449) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1451 = "stablehlo.multiply"(%1450, %1448) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1452 = "stablehlo.convert"(%arg142) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1453 = "stablehlo.dot_general"(%1451, %1452) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1454 = "stablehlo.convert"(%arg143) : (tensor<8192x2048xbf16>) -> tensor<8192x2048xf32>
    %1455 = "stablehlo.dot_general"(%1451, %1454) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<8192x2048xf32>) -> tensor<1x8192xf32>
    %1456 = "stablehlo.logistic"(%1453) : (tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1457 = "stablehlo.multiply"(%1453, %1456) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1458 = "stablehlo.multiply"(%1457, %1455) : (tensor<1x8192xf32>, tensor<1x8192xf32>) -> tensor<1x8192xf32>
    %1459 = "stablehlo.convert"(%arg144) : (tensor<2048x8192xbf16>) -> tensor<2048x8192xf32>
    %1460 = "stablehlo.dot_general"(%1458, %1459) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8192xf32>, tensor<2048x8192xf32>) -> tensor<1x2048xf32>
    %1461 = "stablehlo.add"(%1436, %1460) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1462 = "stablehlo.multiply"(%1461, %1461) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1463 = "stablehlo.reduce"(%1462, %42) ({
    ^bb0(%1464: tensor<f32>, %1465: tensor<f32>):
      %1466 = "stablehlo.add"(%1464, %1465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1466) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1xf32>
    %1467 = "stablehlo.divide"(%1463, %1442) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1468 = "stablehlo.add"(%1467, %1444) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1469 = "stablehlo.rsqrt"(%1468) : (tensor<1xf32>) -> tensor<1xf32>
    %1470 = "stablehlo.broadcast_in_dim"(%1469) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2048xf32>
    %1471 = "stablehlo.multiply"(%1461, %1470) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1472 = "stablehlo.convert"(%arg145) : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1473 = "stablehlo.broadcast_in_dim"(%1472) {broadcast_dimensions = array<i64: 1>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1474 = "stablehlo.multiply"(%1473, %1471) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1475 = "stablehlo.convert"(%arg0) : (tensor<128256x2048xbf16>) -> tensor<128256x2048xf32>
    %1476 = "stablehlo.dot_general"(%1474, %1475) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x2048xf32>, tensor<128256x2048xf32>) -> tensor<1x128256xf32>
    %1477 = "stablehlo.reshape"(%1476) : (tensor<1x128256xf32>) -> tensor<128256xf32>
    %1478 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<128256xi32>
    %1479:2 = "stablehlo.reduce"(%1477, %1478, %93, %72) ({
    ^bb0(%1480: tensor<f32>, %1481: tensor<i32>, %1482: tensor<f32>, %1483: tensor<i32>):
      %1484 = "stablehlo.compare"(%1480, %1482) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %1485 = "stablehlo.compare"(%1480, %1482) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %1486 = "stablehlo.compare"(%1481, %1483) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1487 = "stablehlo.select"(%1485, %1486, %1484) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %1488 = "stablehlo.select"(%1487, %1480, %1482) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %1489 = "stablehlo.select"(%1487, %1481, %1483) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1488, %1489) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128256xf32>, tensor<128256xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%1479#1, %73, %74, %164, %165, %252, %253, %340, %341, %428, %429, %516, %517, %604, %605, %692, %693, %780, %781, %868, %869, %956, %957, %1044, %1045, %1132, %1133, %1220, %1221, %1308, %1309, %1396, %1397) : (tensor<i32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>, tensor<2048x8x64xf32>) -> ()
  }
}
