/// The files `plumb init` writes, as text: a project file, a small commented design system with
/// one component, `.gitattributes` and a CI workflow for the consumer repository.
struct InitTemplates {
    /// The design system's name (`specs/<system>/`).
    var system: String
    /// The Plumb tag the workflow installs.
    var plumbVersion: String
    /// Where the workflow checks Plumb out from (`owner/name` on GitHub).
    var plumbRepository: String

    /// The example component's name.
    static let component = "button"

    /// Relative path → contents, in the order they are written.
    var files: [(path: String, text: String)] {
        [("plumb.yaml", project),
         ("specs/\(system)/tokens.yaml", tokens),
         ("specs/\(system)/components/\(Self.component).yaml", button),
         (".gitattributes", gitattributes),
         ("ci/plumb.yml", workflow)]
    }

    var project: String {
        """
        # Plumb project file. `plumb` finds it from any subdirectory (like git); paths are
        # relative to this file. Run `plumb record` after an intended change, `plumb verify` to check.
        specs: specs          # design systems: specs/<system>/tokens.yaml + components/*.yaml
        snapshots: snapshots  # reference PNGs and layout dumps, written only by `plumb record`

        """
    }

    var tokens: String {
        """
        # \(system): an example design system written by `plumb init`. Replace these tokens with
        # your own; `plumb tokens \(system) --appearance dark` prints them resolved.
        system: \(system)
        description: Example design system — an accent colour, a 4 pt spacing scale, one font.

        # Every component is recorded in each appearance × Dynamic Type size, at this scale.
        snapshot: {appearances: [light, dark], dynamicTypes: [large, accessibility3], scale: 2}

        # Colours: one value, or a light/dark pair. background-primary is the snapshot canvas.
        colors:
          background-primary: {light: "#FFFFFF", dark: "#000000"}
          accent: {light: "#0A5FD6", dark: "#0A84FF"}         # buttons, links
          on-accent: {light: "#FFFFFF", dark: "#000000"}      # text on the accent

        # Spacing, radii and sizes are points.
        spacing:
          spacing-sm: 8
          spacing-md: 16
        radii:
          radius-md: 12
        sizes:
          button-height: 50   # at least 44: the audit checks touch targets

        # Fonts follow a text style, so they scale with Dynamic Type.
        fonts:
          button: {style: headline}   # 17 pt semibold at the default size

        """
    }

    var button: String {
        """
        # A full-width primary button. Each variant is recorded in every appearance and Dynamic
        # Type size of the system's snapshot matrix (3 variants × 2 × 2 = 12 references).
        component: \(Self.component)
        description: The primary action.
        interactive: true
        width: 320
        props:
          title: Continue
        variants:
          long: {props: {title: Continue to payment and review your order}}   # wraps, grows taller
          disabled: {state: disabled, modifiers: [{opacity: 0.5}]}
        body:
          text: "{title}"
          modifiers:
            - font: button
            - foregroundColor: on-accent
            - multilineTextAlignment: center
            - padding: {horizontal: spacing-md, vertical: spacing-sm}
            - frame: {maxWidth: .inf, minHeight: button-height}
            - background:
                roundedRectangle: {cornerRadius: radius-md}
                modifiers: [{fill: accent}]
            - accessibility: {role: button}

        """
    }

    var gitattributes: String {
        """
        # Plumb references are images: never diffed, merged or normalised as text.
        snapshots/**/*.png binary

        """
    }

    /// The commands the workflow runs, also listed in the README ("Use in your repository").
    static let verifyCommand = "plumb verify --report plumb-report/verify --junit plumb-report/verify.xml"
    static let auditCommand = "plumb audit --report plumb-report/audit --junit plumb-report/audit.xml"
    static let installCommand = #"bash .plumb/ci/setup && .plumb/ci/install --prefix "$HOME/.plumb" && echo "$HOME/.plumb/bin" >> "$GITHUB_PATH""#

    var workflow: String {
        """
        # Plumb: verifies every snapshot and audits the design system on each pull request.
        # Copy to .github/workflows/plumb.yml. It never records: references change only through a
        # reviewed commit of `plumb record`. On failure the HTML reports are uploaded as the
        # artifact plumb-report (open verify/index.html for the expected / actual / diff images).
        name: plumb
        on:
          pull_request:
          push:
            branches: [main]
        env:
          PLUMB_VERSION: \(plumbVersion)   # the Plumb tag; references are recorded with its engine
        jobs:
          plumb:
            runs-on: ubuntu-latest
            container: swift:6.3
            steps:
              - uses: actions/checkout@v4
              - name: Check out Plumb ${{ env.PLUMB_VERSION }}
                uses: actions/checkout@v4
                with:
                  repository: \(plumbRepository)
                  ref: ${{ env.PLUMB_VERSION }}
                  path: .plumb
              - name: Cache Plumb's build (one release build per version)
                uses: actions/cache@v4
                with:
                  path: .plumb/.build
                  key: plumb-${{ runner.os }}-${{ env.PLUMB_VERSION }}
              - name: Install Plumb
                run: \(Self.installCommand)
              - name: Verify snapshots
                run: \(Self.verifyCommand)
              - name: Audit accessibility
                if: success() || failure()
                run: \(Self.auditCommand)
              - name: Upload reports
                if: failure()
                uses: actions/upload-artifact@v4
                with:
                  name: plumb-report
                  path: plumb-report

        """
    }
}
