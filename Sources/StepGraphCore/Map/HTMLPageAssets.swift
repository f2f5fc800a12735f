/// The interactive page's style sheet and script, inlined by `HTMLWriter` (the page loads nothing).
extension HTMLWriter {
    /// Meaning never rests on colour alone: matches and the selection get thick outlines, what
    /// leads to the selection is dashed, where it leads is solid and thick, the rest is faded.
    package static let style = """
    body{margin:0;font:14px/1.4 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#222;display:flex;flex-direction:column;height:100vh}
    header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:8px 12px;border-bottom:1px solid #ddd;background:#fafafa}
    h1{font-size:16px;margin:0 12px 0 0}
    input,select,button{font:inherit}
    #search{width:17em}
    #pages{flex-basis:100%;display:flex;gap:4px;overflow-x:auto;padding-bottom:2px}
    #pages button{flex:none;white-space:nowrap}
    #pages button[aria-current=true]{font-weight:bold}
    #status{color:#555}
    main{flex:1;display:flex;min-height:0}
    #drawings{flex:1;min-width:0;position:relative}
    .page{height:100%;display:flex;flex-direction:column}
    .page[hidden]{display:none}
    .page-title{font-size:13px;font-weight:normal;margin:4px 12px;color:#555}
    .single .page-title{display:none}
    .canvas{flex:1;overflow:hidden;cursor:grab;outline:none;touch-action:none}
    .canvas:focus-visible{box-shadow:inset 0 0 0 3px #1f5fbf}
    .canvas.dragging{cursor:grabbing}
    .canvas svg{transform-origin:0 0;display:block}
    aside{width:340px;border-left:1px solid #ddd;padding:12px 16px;overflow:auto;background:#fff}
    aside h2{font-size:16px;margin:0 0 8px}
    aside h3{font-size:13px;margin:14px 0 4px;text-transform:uppercase;letter-spacing:.04em;color:#555}
    aside dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0}
    aside dt{color:#555}
    aside dd{margin:0;overflow-wrap:anywhere}
    aside ul{margin:0;padding-left:18px}
    .hint{color:#555}
    g.node{cursor:pointer}
    g.node:focus{outline:none}
    g.node:focus-visible>polygon,g.node:focus-visible>ellipse,g.node:focus-visible>path{stroke:#1f5fbf;stroke-width:4px}
    .searching g.node:not(.match){opacity:.3}
    g.node.match>polygon,g.node.match>ellipse,g.node.match>path,g.node.match a>polygon,g.node.match a>ellipse,g.node.match a>path{stroke:#b45309;stroke-width:4px}
    .focused g.node:not(.selected):not(.upstream):not(.downstream){opacity:.25}
    .focused g.edge:not(.upstream):not(.downstream){opacity:.12}
    g.node.selected polygon,g.node.selected ellipse,g.node.selected path{stroke:#000;stroke-width:4px}
    g.node.upstream polygon,g.node.upstream ellipse,g.node.upstream path{stroke:#6a1b9a;stroke-width:2.5px;stroke-dasharray:6 3}
    g.node.downstream polygon,g.node.downstream ellipse,g.node.downstream path{stroke:#00695c;stroke-width:3.5px}
    g.edge.upstream path{stroke:#6a1b9a;stroke-width:2.5px;stroke-dasharray:6 3}
    g.edge.downstream path{stroke:#00695c;stroke-width:3.5px}
    .filtered-out{display:none}
    .flagging g.node:not(.flagged){opacity:.25}
    g.node.flagged polygon,g.node.flagged ellipse,g.node.flagged path{stroke:#b00020;stroke-width:4px}
    .badge{display:inline-block;padding:0 .4em;border-radius:.7em;background:#f2b01e;color:#000;font-size:.8em}
    .badge.errors{background:#d00000;color:#fff}
    """

    package static let script = """
    (function () {
      "use strict";
      var pages = JSON.parse(document.getElementById("map-data").textContent);
      var sections = Array.prototype.slice.call(document.querySelectorAll("section.page"));
      var search = document.getElementById("search");
      var flowFilter = document.getElementById("flow-filter");
      var findingFilter = document.getElementById("finding-filter");
      var panel = document.getElementById("panel");
      var status = document.getElementById("status");
      var nav = document.getElementById("pages");
      var current = 0;
      // The smallest zoom at which the drawing's 10-point labels are still read without effort (8 px).
      // Lower than `--split auto`'s 9 px (MapReadability), which is judged for a 1600 px window: the
      // canvas beside the panel is narrower, and a map the split kept whole should open whole.
      var readable = 0.6;

      function titleOf(g) { var t = g.querySelector("title"); return t ? t.textContent.trim() : null; }
      function push(map, key, value) { if (!map.has(key)) map.set(key, []); map.get(key).push(value); }
      function el(tag, text) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; }

      var views = sections.map(function (section, index) {
        var data = pages[index];
        var view = { section: section, data: data, byId: new Map(), elements: new Map(), clusters: new Map(), out: new Map(),
                     into: new Map(), edges: [], svg: section.querySelector("svg"), zoom: { x: 0, y: 0, scale: 1 } };
        data.nodes.forEach(function (n) { view.byId.set(n.id, n); });
        data.edges.forEach(function (e) { push(view.out, e[0], e[1]); push(view.into, e[1], e[0]); });
        section.querySelectorAll("g.node").forEach(function (g) {
          var id = titleOf(g);
          if (id === null) return;
          var node = view.byId.get(id);
          view.elements.set(id, g);
          g.setAttribute("tabindex", "0");
          g.setAttribute("role", "button");
          g.setAttribute("aria-label", node ? node.label.replace(/\\n/g, " ") : id);
          g.addEventListener("click", function (event) { event.preventDefault(); activate(index, id); });
          g.addEventListener("keydown", function (event) {
            if (event.key === "Enter" || event.key === " ") { event.preventDefault(); activate(index, id); }
          });
        });
        section.querySelectorAll("g.cluster").forEach(function (g) {
          var id = titleOf(g);
          if (id !== null) view.clusters.set(id.replace(/^cluster_/, ""), g);
        });
        section.querySelectorAll("g.edge").forEach(function (g) {
          var parts = (titleOf(g) || "").split("->");
          if (parts.length === 2) view.edges.push({ from: parts[0].trim(), to: parts[1].trim(), element: g });
        });
        setUpPanZoom(view);
        return view;
      });

      function reach(adjacency, start) {
        var seen = new Set(), pending = [start];
        while (pending.length) {
          var next = adjacency.get(pending.pop()) || [];
          next.forEach(function (id) { if (id !== start && !seen.has(id)) { seen.add(id); pending.push(id); } });
        }
        return seen;
      }

      function showPage(index) {
        current = index;
        sections.forEach(function (s, i) { s.hidden = i !== index; });
        if (views[index] && views[index].open && !views[index].fitted) { views[index].fitted = true; views[index].open(); }
        Array.prototype.forEach.call(nav.querySelectorAll("button"), function (b, i) { b.setAttribute("aria-current", String(i === index)); });
        applyFilters();
      }

      // A page by its flow's name (or id), `overview`, or its number.
      function pageIndex(name) {
        if (/^[0-9]+$/.test(name)) return Math.max(0, Math.min(views.length - 1, parseInt(name, 10)));
        if (name.toLowerCase() === "overview") return 0;
        var index = pages.findIndex(function (p, i) { return i > 0 && (p.title === name || p.flow === name); });
        return index < 0 ? null : index;
      }

      // A page the reader chooses goes into the history (`#page=Name`), so back and forward work.
      function openPage(index) {
        var hash = "#page=" + encodeURIComponent(index === 0 ? "overview" : pages[index].title);
        if (location.hash === hash) showPage(index); else location.hash = hash;
      }

      // A flow on the overview, or a page's stub for another flow, opens that flow's page.
      function activate(index, id) {
        var node = views[index].byId.get(id);
        var target = node && node.page ? pages.findIndex(function (p) { return p.flow === node.page; }) : -1;
        if (target > 0) openPage(target); else select(index, id);
      }

      function select(index, id) {
        if (index !== current) showPage(index);
        var view = views[index];
        var up = reach(view.into, id), down = reach(view.out, id);
        view.elements.forEach(function (g, other) {
          g.classList.toggle("selected", other === id);
          g.classList.toggle("upstream", other !== id && up.has(other));
          g.classList.toggle("downstream", other !== id && down.has(other));
        });
        view.edges.forEach(function (e) {
          e.element.classList.toggle("upstream", up.has(e.from) && (up.has(e.to) || e.to === id));
          e.element.classList.toggle("downstream", (down.has(e.from) || e.from === id) && down.has(e.to));
        });
        view.section.classList.add("focused");
        if (view.centre) view.centre(view.elements.get(id));
        showPanel(view, id, up, down);
      }

      function clearSelection() {
        views.forEach(function (view) {
          view.section.classList.remove("focused");
          view.elements.forEach(function (g) { g.classList.remove("selected", "upstream", "downstream"); });
          view.edges.forEach(function (e) { e.element.classList.remove("upstream", "downstream"); });
        });
      }

      function names(view, ids) {
        return Array.from(ids).map(function (id) { var n = view.byId.get(id); return n ? n.label.replace(/\\n/g, " ") : id; }).sort();
      }

      function list(title, items, empty) {
        panel.append(el("h3", title));
        if (!items.length) { panel.append(el("p", empty)); return; }
        var ul = el("ul");
        items.slice(0, 30).forEach(function (item) { ul.append(el("li", item)); });
        if (items.length > 30) ul.append(el("li", "… " + (items.length - 30) + " more"));
        panel.append(ul);
      }

      function showPanel(view, id, up, down) {
        var node = view.byId.get(id) || { label: id, kind: "", details: [], findings: [] };
        panel.replaceChildren();
        panel.append(el("h2", node.label.replace(/\\n/g, " ")));
        var dl = el("dl");
        function row(term, value) { dl.append(el("dt", term)); var dd = el("dd"); dd.append(value); dl.append(dd); }
        row("kind", node.kind);
        if (node.flow) row("in", node.flow);
        if (node.place) {
          if (node.link) { var a = el("a", node.place); a.href = node.link; row("where", a); } else { row("where", node.place); }
        }
        panel.append(dl);
        list("Details", node.details, "none");
        list("Findings", node.findings, "none");
        list("Leads here from", names(view, up), "nothing on this map");
        list("Leads to", names(view, down), "nothing on this map");
      }

      // Matches on every page; when the page shown holds none, the first page that does opens.
      function runSearch(text) {
        var query = text.trim().toLowerCase(), count = 0, first = null, here = false;
        views.forEach(function (view, index) {
          view.elements.forEach(function (g, id) {
            var node = view.byId.get(id);
            var hay = node ? (node.label + " " + (node.flow || "") + " " + (node.details[0] || "")).toLowerCase() : id.toLowerCase();
            var hit = query.length > 0 && hay.indexOf(query) >= 0;
            g.classList.toggle("match", hit);
            if (hit) { count += 1; if (first === null) first = index; if (index === current) here = true; }
          });
        });
        document.body.classList.toggle("searching", query.length > 0);
        status.textContent = query ? count + (count === 1 ? " match" : " matches") + " for \\u201c" + text.trim() + "\\u201d" : "";
        if (first !== null && !here) showPage(first);
        return count;
      }

      function applyFilters() {
        var flow = flowFilter.value, rule = findingFilter.value;
        views.forEach(function (view) {
          var hidden = new Set();
          view.clusters.forEach(function (g, id) {
            var name = view.data.flows[id];
            g.classList.toggle("filtered-out", !!flow && name !== undefined && name !== flow);
          });
          view.elements.forEach(function (g, id) {
            var node = view.byId.get(id);
            var out = !!flow && !!node && !!node.flow && node.flow !== flow;
            g.classList.toggle("filtered-out", out);
            if (out) hidden.add(id);
            var flagged = !!rule && !!node && node.findings.some(function (f) { return f.indexOf(rule + ":") === 0; });
            g.classList.toggle("flagged", flagged);
          });
          view.edges.forEach(function (e) { e.element.classList.toggle("filtered-out", hidden.has(e.from) || hidden.has(e.to)); });
          view.section.classList.toggle("flagging", !!rule);
        });
      }

      // The filter lights what holds the chosen rule's findings (on the overview, the flows) and,
      // as search does, opens the first page with one when this page has none.
      function showFinding() {
        applyFilters();
        if (!findingFilter.value || views[current].section.querySelector("g.node.flagged")) return;
        var first = views.findIndex(function (view) { return !!view.section.querySelector("g.node.flagged"); });
        if (first >= 0) showPage(first);
      }

      function setUpPanZoom(view) {
        var canvas = view.section.querySelector(".canvas"), drag = null;
        if (!canvas || !view.svg) return;
        function apply() { view.svg.style.transform = "translate(" + view.zoom.x + "px," + view.zoom.y + "px) scale(" + view.zoom.scale + ")"; }
        // The whole drawing in view (never enlarged), centred across.
        view.fit = function () {
          var box = canvas.getBoundingClientRect(), w = view.svg.width.baseVal.value, h = view.svg.height.baseVal.value;
          if (!box.width || !w || !h) return;
          var scale = Math.min(box.width / w, box.height / h, 1);
          view.zoom = { x: Math.max(0, (box.width - w * scale) / 2), y: 0, scale: scale };
          apply();
        };
        // A page opens whole when its text stays readable that way; a bigger one opens at a readable
        // size on the app's start (the left edge, level with the start), and 0 shows it whole.
        view.open = function () {
          view.fit();
          if (view.zoom.scale >= readable) return;
          var box = canvas.getBoundingClientRect(), start = view.data.nodes.filter(function (n) { return n.kind === "entry"; })[0];
          view.zoom = { x: 0, y: 0, scale: readable };
          apply();
          var g = start && view.elements.get(start.id);
          if (g) {
            var node = g.getBoundingClientRect();
            view.zoom.x = Math.max(0, box.left + 12 - node.left);
            view.zoom.y = Math.min(0, box.top + box.height / 2 - (node.top + node.height / 2));
            apply();
          }
          status.textContent = "Part of the map at a readable size: drag or use the arrow keys to move, 0 shows it whole";
        };
        // Brings a node to the middle of the canvas, at a readable size.
        view.centre = function (g) {
          if (view.zoom.scale < readable) { view.zoom.scale = readable; apply(); }
          var box = canvas.getBoundingClientRect(), node = g.getBoundingClientRect();
          view.zoom.x += box.left + box.width / 2 - (node.left + node.width / 2);
          view.zoom.y += box.top + box.height / 2 - (node.top + node.height / 2);
          apply();
        };
        function zoomBy(factor, cx, cy) {
          var scale = Math.min(8, Math.max(0.1, view.zoom.scale * factor));
          view.zoom.x = cx - (cx - view.zoom.x) * (scale / view.zoom.scale);
          view.zoom.y = cy - (cy - view.zoom.y) * (scale / view.zoom.scale);
          view.zoom.scale = scale;
          apply();
        }
        canvas.addEventListener("wheel", function (event) {
          event.preventDefault();
          var box = canvas.getBoundingClientRect();
          zoomBy(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - box.left, event.clientY - box.top);
        }, { passive: false });
        canvas.addEventListener("pointerdown", function (event) {
          if (event.target.closest && event.target.closest("g.node")) return;
          drag = { x: event.clientX - view.zoom.x, y: event.clientY - view.zoom.y };
          canvas.classList.add("dragging");
        });
        window.addEventListener("pointermove", function (event) {
          if (!drag) return;
          view.zoom.x = event.clientX - drag.x; view.zoom.y = event.clientY - drag.y; apply();
        });
        window.addEventListener("pointerup", function () { drag = null; canvas.classList.remove("dragging"); });
        canvas.addEventListener("keydown", function (event) {
          var step = 60, handled = true;
          if (event.key === "+" || event.key === "=") zoomBy(1.2, 0, 0);
          else if (event.key === "-") zoomBy(1 / 1.2, 0, 0);
          else if (event.key === "0") view.fit();
          else if (event.key === "ArrowLeft") { view.zoom.x += step; apply(); }
          else if (event.key === "ArrowRight") { view.zoom.x -= step; apply(); }
          else if (event.key === "ArrowUp") { view.zoom.y += step; apply(); }
          else if (event.key === "ArrowDown") { view.zoom.y -= step; apply(); }
          else handled = false;
          if (handled) event.preventDefault();
        });
      }

      var flows = new Set(), rules = new Set();
      pages.forEach(function (p) {
        Object.keys(p.flows).forEach(function (k) { flows.add(p.flows[k]); });
        p.rules.forEach(function (r) { rules.add(r); });
      });
      Array.from(flows).sort().forEach(function (f) { var o = el("option", f); o.value = f; flowFilter.append(o); });
      Array.from(rules).sort().forEach(function (r) { var o = el("option", r); o.value = r; findingFilter.append(o); });
      document.body.classList.toggle("single", pages.length === 1);
      if (pages.length > 1) {
        pages.forEach(function (p, i) {
          var b = el("button", p.title);
          b.type = "button";
          if (p.badge) { var badge = el("span", p.badge); badge.className = p.errors ? "badge errors" : "badge"; b.append(" ", badge); }
          b.addEventListener("click", function () { openPage(i); });
          nav.append(b);
        });
      }
      search.addEventListener("input", function () { runSearch(search.value); });
      search.addEventListener("keydown", function (event) { if (event.key === "Escape") { search.value = ""; runSearch(""); } });
      flowFilter.addEventListener("change", applyFilters);
      findingFilter.addEventListener("change", showFinding);
      document.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && event.target !== search) { clearSelection(); panel.replaceChildren(el("p", "Nothing selected.")); }
        if (event.key === "/" && event.target !== search) { event.preventDefault(); search.focus(); }
      });

      // `#page=FLOW&search=…&select=NODE&flow=…&finding=…`: links into the map (and what the tests
      // drive); `page` is a flow's name, `overview` or a page number.
      function applyHash() {
        var params = new URLSearchParams(location.hash.replace(/^#/, ""));
        var page = params.has("page") ? pageIndex(params.get("page")) : (pages.length > 1 ? 0 : null);
        if (page !== null && page !== current) showPage(page);
        if (params.has("flow")) { flowFilter.value = params.get("flow"); applyFilters(); }
        if (params.has("finding")) { findingFilter.value = params.get("finding"); showFinding(); }
        if (params.has("search")) { search.value = params.get("search"); runSearch(search.value); }
        if (params.has("select")) {
          var id = params.get("select");
          views.some(function (view) {
            var g = view.elements.get(id);
            if (g) g.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
            return !!g;
          });
        }
      }
      window.addEventListener("hashchange", applyHash);
      showPage(0);
      applyHash();
      document.body.setAttribute("data-ready", "true");
    })();
    """
}
