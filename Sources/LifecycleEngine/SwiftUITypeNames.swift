/// Public types of SwiftUI that the registry does not model, by name.
///
/// A program that names one is a program Xcode builds: the name must be refused as "not
/// modelled" where the program reaches it, never blamed with swiftc's "cannot find type … in
/// scope" as if the program did not build. Each is a type of Apple's SwiftUI documentation
/// (https://developer.apple.com/documentation/swiftui), listed under the topic that holds it;
/// names the registry models are found there first and never reach this list. A type a literal
/// makes (`LocalizedStringKey`, `KeyEquivalent`) is left out: the interpreter would take the
/// literal as the value and print it as a String, a value Swift would not print.
enum SwiftUITypeNames {
  static let unmodelled: Set<String> = [
    // Views and controls.
    "LabeledContent", "AsyncImage", "AsyncImagePhase", "GridItem", "OutlineGroup", "PasteButton",
    "RenameButton", "MultiDatePicker", "TableColumn", "TableRow", "EquatableView", "ImageRenderer",
    "ControlGroup", "GlassEffectContainer", "Tab", "TabSection", "NavigationSplitViewVisibility",
    // Gestures.
    "Gesture", "DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
    "RotateGesture", "RotationGesture", "SpatialTapGesture", "SimultaneousGesture", "ExclusiveGesture",
    "SequenceGesture", "GestureMask",
    // Animation.
    "KeyframeAnimator", "PhaseAnimator", "KeyframeTrack", "LinearKeyframe", "SpringKeyframe",
    "CubicKeyframe", "MoveKeyframe",
    // Shapes and drawing.
    "AnyShape", "EllipticalGradient", "MeshGradient", "UnevenRoundedRectangle", "ContainerRelativeShape",
    "Path", "GraphicsContext", "ImagePaint", "ForegroundStyle", "HierarchicalShapeStyle", "ShadowStyle",
    "StrokeStyle",
    // Styles.
    "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "ProgressViewStyle", "TextFieldStyle",
    "PickerStyle", "TabViewStyle", "ButtonStyleConfiguration", "ToggleStyleConfiguration",
    "LabelStyleConfiguration",
    // Layout, environment and preferences.
    "Layout", "LayoutSubviews", "ProposedViewSize", "EnvironmentKey", "PreferenceKey", "Anchor",
    "CoordinateSpace", "NamedCoordinateSpace", "ScrollViewProxy", "ScrollPosition", "ContentShapeKinds",
    // Text and input.
    "KeyPress", "SubmitLabel", "TextSelection", "SearchFieldPlacement",
    "EditMode", "SensoryFeedback",
    // Scenes, commands, documents and actions.
    "Commands", "CommandsBuilder", "CommandMenu", "CommandGroup", "CommandGroupPlacement",
    "FileDocument", "ReferenceFileDocument", "DocumentGroup", "FileDocumentConfiguration",
    "WindowResizability", "FocusedValueKey", "OpenURLAction", "RefreshAction",
    "CustomizableToolbarContent", "ToolbarPlacement",
  ]
}
