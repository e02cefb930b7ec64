/// The inline stylesheet and script of `index.html`. Inline because the report must open from
/// a CI artifact with no network and no other files; the Content-Security-Policy in the page
/// forbids loading anything else.
enum ReportHTMLAssets {
    /// Filtering and the four image views are pure CSS (radio buttons and sibling selectors),
    /// so the page works with scripts disabled; only the slider needs the script.
    static let style = """
    :root{color-scheme:light dark;--fg:#1c1c1e;--muted:#6c6c70;--bg:#fff;--card:#f4f4f6;--line:#d8d8dc;\
    --bad:#c4291c;--ok:#23803a;--warn:#a15c00;--accent:#0a5fd6}
    @media (prefers-color-scheme:dark){:root{--fg:#f2f2f7;--muted:#a1a1a8;--bg:#111113;--card:#1c1c1f;\
    --line:#3a3a3f;--bad:#ff6b5e;--ok:#4cd06b;--warn:#ffb340;--accent:#5ea2ff}}
    *{box-sizing:border-box}
    body{margin:0;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Inter,Roboto,sans-serif;color:var(--fg);background:var(--bg)}
    header,main{max-width:1200px;margin:0 auto;padding:16px 20px}
    h1{font-size:22px;margin:0 0 4px}
    h2{font-size:15px;margin:0 0 8px;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
    code{font:12px/1.4 "JetBrains Mono",ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
    .summary{font-size:17px;margin:0}
    .meta,.counts{color:var(--muted);margin:4px 0}
    .ok{color:var(--ok)}.bad{color:var(--bad)}
    .filter,.mode{position:absolute;opacity:0;pointer-events:none}
    .toggle{display:inline-flex;border:1px solid var(--line);border-radius:8px;overflow:hidden;margin-top:8px}
    .toggle label,.tabs label{padding:4px 12px;cursor:pointer;user-select:none}
    .filter:focus-visible~header .toggle,.mode:focus-visible~.tabs{outline:2px solid var(--accent);outline-offset:2px}
    #filter-failures:checked~header label[for=filter-failures],#filter-all:checked~header label[for=filter-all]\
    {background:var(--accent);color:#fff}
    #filter-failures:checked~main .status-passed{display:none}
    .empty{display:none;color:var(--muted)}
    #filter-failures:checked~main .empty{display:block}
    .group{border:1px solid var(--line);border-radius:12px;padding:10px 14px;margin:0 0 14px}
    .group>summary{cursor:pointer;font-size:15px;display:list-item}
    .group>summary .count{font-weight:600;margin-right:4px}
    .group>summary .cause{overflow-wrap:anywhere}
    .group[open]>summary{margin-bottom:10px}
    .members{margin:0 0 10px;padding-left:20px}
    .also{color:var(--muted)}
    .snapshot{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px;margin:0 0 14px}
    .badge{font:600 11px/1 ui-monospace,Menlo,monospace;padding:3px 6px;border-radius:4px;color:#fff;background:var(--bad)}
    .status-passed .badge{background:var(--ok)}
    .status-environment .badge,.status-orphaned .badge{background:var(--warn)}
    .name{font-weight:600;overflow-wrap:anywhere}
    .message{margin:4px 0}
    .causes,.regions{margin:4px 0 8px;padding-left:20px}
    .kind{font-weight:600}
    .pixels{margin:4px 0}
    .tabs{display:inline-flex;border:1px solid var(--line);border-radius:8px;overflow:hidden;margin:6px 0 10px}
    .m-expected:checked~.tabs .l-expected,.m-actual:checked~.tabs .l-actual,.m-diff:checked~.tabs .l-diff,\
    .m-side:checked~.tabs .l-side,.m-slider:checked~.tabs .l-slider{background:var(--accent);color:#fff}
    .stage figure{display:none;margin:0}
    .stage figcaption{color:var(--muted);font-size:12px;margin-top:2px}
    .stage img{display:block;max-width:100%;height:auto;\
    background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
    .m-expected:checked~.stage .f-expected,.m-actual:checked~.stage .f-actual,.m-diff:checked~.stage .f-diff{display:block}
    .m-side:checked~.stage{display:flex;gap:12px;align-items:flex-start}
    .m-side:checked~.stage figure{display:block;flex:1 1 0;min-width:0}
    .m-slider:checked~.stage{display:grid;justify-content:start}
    .m-slider:checked~.stage .f-expected,.m-slider:checked~.stage .f-actual{display:block;grid-area:1/1}
    .m-slider:checked~.stage figcaption{display:none}
    .m-slider:checked~.stage .f-actual{clip-path:inset(0 calc(100% - var(--cut,50%)) 0 0)}
    .slider{display:none;width:100%;max-width:600px}
    .m-slider:checked~.slider{display:block}
    .slider-legend{display:none;color:var(--muted);font-size:12px}
    .m-slider:checked~.slider-legend{display:block}
    .noimages{color:var(--muted)}
    """

    /// Moves the slider's clip (the actual image shows left of the handle, the expected
    /// right), and opens the group holding a linked snapshot so `#snapshot-N` links land on it.
    static let script = """
    document.addEventListener("input",function(e){var t=e.target;\
    if(t.classList&&t.classList.contains("slider")){t.closest(".views").style.setProperty("--cut",t.value+"%");}});
    function reveal(){var h=location.hash.slice(1),t=h&&document.getElementById(h);\
    for(var d=t&&t.closest("details");d;d=d.parentElement&&d.parentElement.closest("details")){d.open=true;}\
    if(t){t.scrollIntoView();}}
    addEventListener("hashchange",reveal);reveal();
    """
}
