/**
 * The dashboard's one script (served at /assets/dashboard.js), hand-written and dependency-free.
 * It only enhances: every page and form works the same without it. A string, like the
 * stylesheet, so the bundle carries it without a loader and no build step rewrites it.
 *
 * - Live progress: a page that would reload itself (`data-refresh` on body; the meta refresh sits
 *   in <noscript>, so it never fires while this runs) fetches itself instead and swaps in its
 *   `[data-live]` parts, then reloads once when the page no longer asks to refresh, so the rows
 *   show; unless a form on the page holds something typed or chosen, which a reload would lose.
 * - Drop zones (`[data-drop]`): files dropped on the zone fill its file input, and the form
 *   posts them as if they were chosen.
 * - Type settings (`[data-types]`): only the settings of the chosen attribute type are shown.
 */
export const SCRIPT = `"use strict";
(function () {
  var seconds = Number(document.body.getAttribute("data-refresh"));
  // Once the page is being left (a form posted, a link followed), it no longer updates itself:
  // a reload then would cancel that navigation, a slow cancel's POST say.
  var leaving = false;
  function leave() { leaving = true; }
  document.addEventListener("submit", leave);
  window.addEventListener("beforeunload", leave);
  function edited() {
    return Array.prototype.some.call(document.querySelectorAll("input, textarea, select"), function (f) {
      if (f.type === "file") return f.files.length > 0;
      if (f.type === "checkbox" || f.type === "radio") return f.checked !== f.defaultChecked;
      if (f.tagName === "SELECT") {
        // With no option marked selected, a single select starts on its first option.
        var marked = Array.prototype.some.call(f.options, function (o) { return o.defaultSelected; });
        if (!marked && !f.multiple) return f.selectedIndex > 0;
        return Array.prototype.some.call(f.options, function (o) { return o.selected !== o.defaultSelected; });
      }
      return f.value !== f.defaultValue;
    });
  }
  function swap(next) {
    document.querySelectorAll("[data-live]").forEach(function (el) {
      var fresh = next.querySelector('[data-live="' + CSS.escape(el.getAttribute("data-live")) + '"]');
      if (fresh && fresh.outerHTML !== el.outerHTML) el.replaceWith(document.importNode(fresh, true));
    });
  }
  function tick() {
    if (leaving) return;
    fetch(location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (res) {
        if (!res.ok || res.redirected) throw new Error("reload");
        return res.text();
      })
      .then(function (html) {
        if (leaving) return;
        var next = new DOMParser().parseFromString(html, "text/html");
        swap(next);
        if (next.body.hasAttribute("data-refresh")) setTimeout(tick, seconds * 1000);
        else if (!edited()) location.reload();
      })
      .catch(function (err) {
        // Signed out, deleted or an error page: the full page shows it.
        if (leaving) return;
        if (err.message === "reload") location.reload();
        else setTimeout(tick, seconds * 1000);
      });
  }
  if (seconds > 0) setTimeout(tick, seconds * 1000);

  document.querySelectorAll("[data-drop]").forEach(function (zone) {
    var input = zone.querySelector("input[type=file]");
    var said = zone.querySelector("[data-drop-status]");
    zone.querySelectorAll("[hidden]").forEach(function (el) { el.hidden = false; });
    zone.addEventListener("dragover", function (e) {
      e.preventDefault();
      zone.classList.add("over");
    });
    zone.addEventListener("dragleave", function () { zone.classList.remove("over"); });
    zone.addEventListener("drop", function (e) {
      e.preventDefault();
      zone.classList.remove("over");
      var all = new DataTransfer();
      Array.prototype.forEach.call(input.files, function (f) { all.items.add(f); });
      Array.prototype.forEach.call(e.dataTransfer.files, function (f) { all.items.add(f); });
      input.files = all.files;
      said.textContent = "Chosen: " + Array.prototype.map.call(all.files, function (f) { return f.name; }).join(", ");
    });
  });

  document.querySelectorAll("select[data-type-select]").forEach(function (select) {
    function show() {
      select.form.querySelectorAll("[data-types]").forEach(function (group) {
        group.hidden = group.getAttribute("data-types").split(" ").indexOf(select.value) < 0;
      });
    }
    select.addEventListener("change", show);
    show();
  });
})();
`;
