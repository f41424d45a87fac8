extension NoiseRule {
  /// The families of system lines, each with who writes it and where its lines were seen.
  ///
  /// Order matters only for the name a line is counted under: the first family that has the
  /// line's shape takes it. A shape starts at the message: the prefix Xcode puts before a line,
  /// and the `[category] ` of unified logging, are removed first (``LogCategory``).
  static let known: [NoiseRule] = debugger + network + uiKit + swiftUI + frameworks + simulator

  static let debugger: [NoiseRule] = [
    NoiseRule(
      name: "Program ended with exit code: …",
      origin: "Xcode, when the debugged process exits by itself",
      source: "https://github.com/CoderWQ/XZPushTest/issues/4",
      shapes: ["Program ended with exit code: {any}"]),
    NoiseRule(
      name: "Message from debugger: …",
      origin: "LLDB, Xcode's debugger, when the process is killed (Stop, swiping the app away)",
      source: "https://github.com/xmartlabs/XLActionController/issues/142",
      shapes: ["Message from debugger: {any}"]),
    NoiseRule(
      name: "(lldb)", origin: "LLDB's prompt, when the app is paused in the debugger",
      source: "https://lldb.llvm.org/use/tutorial.html",
      shapes: ["(lldb){any}"]),
    NoiseRule(
      name: "Type: … | Timestamp: … (metadata)",
      origin: "Xcode's console with metadata shown: the line it adds under each message",
      source: "https://github.com/LoopKit/Loop/issues/2222",
      shapes: ["Type: {word} | Timestamp: {int}-{any} | {any}"]),
    NoiseRule(
      name: "Main Thread Checker / Thread Performance Checker report",
      origin: "Xcode's runtime checkers, attached to a debugged app: a warning, the thread, and"
        + " a backtrace, over several lines",
      source: "https://github.com/kevin-lyn/STPopup/issues/140,"
        + " https://github.com/pinterest/PINOperation/issues/49",
      shapes: [
        "Main Thread Checker: {any}", "Thread Performance Checker: {any}",
        "PID: {int}, TID: {int}{any}",
      ],
      continuation: [
        "PID: {int}, TID: {int}{any}", "Backtrace", "Backtrace:", "{rule}",
        "{int} {indent}{any} {hex} {any}",
      ]),
    NoiseRule(
      name: "objc[…]: Class … is implemented in both …",
      origin: "the Objective-C runtime, when two loaded images define the same class",
      source: "https://github.com/phoboslab/Ejecta/issues/479,"
        + " https://github.com/dogo/SCLAlertView/issues/225",
      shapes: [
        "objc[{int}]: Class {any} is implemented in both {any}. One of the two will be used."
          + " Which one is undefined.",
        "Class {any} is implemented in both {any}. One of the two will be used. Which one is"
          + " undefined.",
      ]),
  ]

  static let network: [NoiseRule] = [
    NoiseRule(
      name: "nw_… (Network framework)",
      origin: "the Network framework under URLSession: its internal functions log by name",
      source: "https://github.com/GoogleCloudPlatform/recaptcha-enterprise-mobile-sdk/issues/141,"
        + " https://github.com/fpillet/NSLogger/issues/306",
      shapes: [
        "nw_{ident}_{ident} {any}", "nw_{ident}_{ident}", "nw_{ident} [C{any}",
        "__nwlog_{ident} {any}", "boringssl_{ident}({int}) {any}",
        "boringssl_{ident}_{ident} {any}",
        "quic_{ident}_{ident} {any}", "quic_{ident} [C{any}", "tcp_{ident}_{ident} {any}",
        "tcp_{ident} [C{any}",
      ]),
    NoiseRule(
      name: "Task <…>.<…> … (URLSession)",
      origin: "CFNetwork, naming a URLSession task by its UUID and number",
      source: "https://github.com/GoogleCloudPlatform/recaptcha-enterprise-mobile-sdk/issues/141",
      shapes: ["Task <{uuid}>.<{int}> {any}"]),
    NoiseRule(
      name: "TCP Conn … Failed / App Transport Security / WebKit services",
      origin: "CFNetwork and WebKit, when a connection fails, is blocked, or a web process is"
        + " missing",
      source: "https://github.com/fpillet/NSLogger/issues/306,"
        + " https://github.com/OneBusAway/onebusaway-iphone/issues/442,"
        + " https://github.com/ShingoFukuyama/WKWebViewTips/issues/17,"
        + " https://github.com/DeepARSDK/videocall-ios-swift/issues/6",
      shapes: [
        "TCP Conn {hex} Failed : {any}",
        "App Transport Security has blocked a cleartext HTTP (http://) resource load{any}",
        "Could not signal service com.apple.WebKit.{word}: {int}: {any}",
        "WF: === Starting WebFilter logging for process {any}", "WF: _{ident}{any}",
      ]),
  ]
}
