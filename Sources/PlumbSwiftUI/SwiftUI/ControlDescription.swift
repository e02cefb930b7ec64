import PlumbModel
import SwiftSyntax

/// A control as evaluated: its state, before the style in effect where it stands is known
/// (`.pickerStyle(.segmented)` is written after the `Picker` it styles). `ControlLooks` draws it.
enum ControlDescription {
    /// `Slider`: where the value stands in its range (0…1) and the minimum and maximum value
    /// labels (the `label:` is read by VoiceOver, not drawn on iOS).
    case slider(fraction: Double, minimumLabel: ViewDescription?, maximumLabel: ViewDescription?)
    /// `Stepper`: its label.
    case stepper(label: ViewDescription)
    /// `Picker`: its label, its options (views with their tags) and the selected one's index
    /// (nil when no option's tag equals the selection).
    case picker(label: ViewDescription, options: [ViewDescription], selected: Int?)
    /// `TextField`/`SecureField`: the field as the default style draws it (its text, or its
    /// prompt in `placeholderText`).
    case textField(ViewDescription)
    /// `DatePicker`: its label and what it shows of its date.
    case datePicker(label: ViewDescription, face: DatePickerFace)
    /// `ColorPicker`: its label and the selected colour.
    case colorPicker(label: ViewDescription, color: Paint)
    /// `TextEditor`: its text.
    case textEditor(String)
    /// `Gauge`: where the value stands in its range (0…1) and its labels.
    case gauge(fraction: Double, label: ViewDescription?, currentValue: ViewDescription?, minimum: ViewDescription?, maximum: ViewDescription?)
    /// TipKit's `TipView`: the tip of the sources it shows (its `title`, `message` and `image`
    /// are read where the style in effect draws it), and where it was made.
    case tip(SwiftValue, node: Syntax, file: SwiftSourceFile)
}
