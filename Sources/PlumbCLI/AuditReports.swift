import Foundation
import PlumbAudit
import PlumbSnapshot

/// JUnit and HTML renderings of audit findings.
enum AuditReports {
    /// One test case per component variant; a failing one lists its errors merged across
    /// appearances, edges and sizes, one line each as in the terminal.
    static func junit(_ cases: [(String, String, String)], _ findings: [AuditFinding]) -> String {
        var byCase: [String: [AuditFinding]] = [:]
        for f in findings where f.severity == .error && f.suppressed == nil {
            byCase["\(f.system)/\(f.component)/\(f.baseVariant)", default: []].append(f)
        }
        let failures = cases.filter { byCase["\($0.0)/\($0.1)/\($0.2)"] != nil }.count
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"plumb-audit\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for (system, component, variant) in cases {
            x += "  <testcase classname=\"\(ReportEscaping.attribute(system + "." + component))\" name=\"\(ReportEscaping.attribute(variant))\""
            if let fs = byCase["\(system)/\(component)/\(variant)"] {
                let groups = AuditGroup.group(fs)
                x += ">\n    <failure type=\"audit\" message=\"\(ReportEscaping.attribute("\(fs.count) audit errors"))\">"
                x += ReportEscaping.text(groups.map(\.line).joined(separator: "\n"))
                x += "</failure>\n  </testcase>\n"
            } else {
                x += "/>\n"
            }
        }
        return x + "</testsuite>\n"
    }

    /// One self-contained page (no network): a row per merged finding with the same variants,
    /// appearances, edges and size ranges as the terminal line, filters by rule and severity,
    /// and a swatch of the two colours of each contrast finding.
    static func html(_ groups: [AuditGroup], summary: String) -> String {
        let e = ReportEscaping.text
        let a = ReportEscaping.attribute
        var h = "<!doctype html><meta charset=utf-8><title>Plumb audit</title><style>body{font:14px system-ui,sans-serif;margin:24px}"
        h += "td,th{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}.ERROR{color:#c00}.WARNING{color:#a60}.SUPPRESSED{color:#888}"
        h += ".swatch{display:inline-block;padding:0 6px;margin-right:6px;border:1px solid #999;border-radius:3px;font-weight:600}</style>"
        h += "<h1>Plumb audit</h1><p>\(e(summary))</p>\n<p><label>rule <select id=rule onchange=filter()><option value=\"\">all</option>"
        for r in Set(groups.map(\.first.rule)).sorted() { h += "<option value=\"\(a(r))\">\(e(r))</option>" }
        h += "</select></label> <label>severity <select id=severity onchange=filter()><option value=\"\">all</option>"
        for s in ["ERROR", "WARNING", "SUPPRESSED"] { h += "<option value=\"\(s)\">\(s)</option>" }
        h += "</select></label> <span id=shown>\(groups.count)</span> of \(groups.count) shown</p>\n"
        h += "<table><thead><tr><th>severity</th><th>rule</th><th>component</th><th>variants</th><th>appearances</th><th>node</th>"
        h += "<th>finding</th><th>where</th><th>count</th></tr></thead><tbody>\n"
        for g in groups {
            let f = g.first
            h += "<tr class=\(g.tag) data-rule=\"\(a(f.rule))\" data-severity=\(g.tag)><td>\(g.tag)</td><td>\(e(f.rule))</td>"
            h += "<td>\(e("\(f.system)/\(f.component)"))</td><td>\(e(g.variants.joined(separator: ", ")))</td>"
            h += "<td>\(e(g.appearances.joined(separator: ", ")))</td><td><code>\(e(f.path))</code></td><td>"
            if let fg = f.foreground.flatMap(cssColor), let bg = f.background.flatMap(cssColor) {
                h += "<span class=swatch style=\"color:\(fg);background:\(bg)\" title=\"\(fg) on \(bg)\">Aa</span>"
            }
            h += "\(e(f.message)) (\(e(g.measured)); needs \(e(f.threshold)))"
            if let r = f.suppressed { h += "<br>accepted: \(e(r))" }
            h += "</td><td>\(e(g.placement))</td><td>\(g.count)</td></tr>\n"
        }
        h += "</tbody></table>\n<script>function filter(){var r=document.getElementById('rule').value,"
        h += "s=document.getElementById('severity').value,n=0;document.querySelectorAll('tbody tr').forEach(function(t){"
        h += "var v=(!r||t.dataset.rule===r)&&(!s||t.dataset.severity===s);t.hidden=!v;if(v)n++});"
        h += "document.getElementById('shown').textContent=n}</script>\n"
        return h
    }

    /// `#RRGGBB` or `#RRGGBBAA`, else nil: only a colour of that form goes into a style attribute.
    static func cssColor(_ hex: String) -> String? {
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        return hex
    }
}
