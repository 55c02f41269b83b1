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
 * - Big uploads (`form[data-upload-limit]`): when the chosen files are over what one form may
 *   send, each goes through the API's presigned upload instead (started and completed by the
 *   dashboard's /uploads routes, the bytes PUT straight to the store with its progress shown),
 *   and the form posts their ids. Without script, such a form gets the 413 page.
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

  document.querySelectorAll("form[data-upload-limit]").forEach(function (form) {
    var limit = Number(form.getAttribute("data-upload-limit"));
    var input = form.querySelector("input[type=file]");
    var said = form.querySelector("[data-drop-status]");
    var button = form.querySelector("button[type=submit]");
    var csrf = form.querySelector("input[name=_csrf]").value;
    function post(path, fields) {
      fields._csrf = csrf;
      return fetch(path, { method: "POST", credentials: "same-origin", body: new URLSearchParams(fields) }).then(function (res) {
        // Sent to the sign-in page: the session is over.
        if (res.redirected) throw new Error("Your session has ended: sign in again, then send the files again.");
        return res.json().catch(function () { return { message: "HTTP " + res.status }; }).then(function (body) {
          if (!res.ok) throw new Error(body.message || "HTTP " + res.status);
          return body;
        });
      });
    }
    function put(url, file, type) {
      return new Promise(function (resolve, reject) {
        var xhr = new XMLHttpRequest();
        xhr.open("PUT", url);
        xhr.setRequestHeader("Content-Type", type);
        xhr.upload.onprogress = function (e) {
          if (e.lengthComputable) said.textContent = "Uploading " + file.name + ": " + Math.floor((e.loaded / e.total) * 100) + "%";
        };
        xhr.onload = function () {
          if (xhr.status >= 200 && xhr.status < 300) resolve();
          else reject(new Error("Storage refused " + file.name + " (HTTP " + xhr.status + ")"));
        };
        xhr.onerror = function () { reject(new Error("The upload of " + file.name + " failed; try again")); };
        xhr.send(file);
      });
    }
    function upload(file) {
      return post("/uploads", { name: file.name, size: String(file.size), content_type: file.type }).then(function (started) {
        return put(started.upload_url, file, started.content_type).then(function () {
          return post("/uploads/" + encodeURIComponent(started.file_id) + "/complete", {});
        });
      });
    }
    form.addEventListener("submit", function (e) {
      var files = Array.prototype.slice.call(input.files);
      var total = files.reduce(function (n, f) { return n + f.size; }, 0);
      if (total <= limit) return;
      e.preventDefault();
      // Not leaving yet: the page keeps updating while the files go up.
      e.stopPropagation();
      button.disabled = true;
      var ids = [];
      files
        .reduce(function (done, file) {
          return done.then(function () { return upload(file); }).then(function (file) { ids.push(file.file_id); });
        }, Promise.resolve())
        .then(function () {
          ids.forEach(function (id) {
            var field = document.createElement("input");
            field.type = "hidden";
            field.name = "file_ids";
            field.value = id;
            form.appendChild(field);
          });
          input.value = "";
          said.textContent = "Uploaded; creating the table.";
          leave();
          form.submit();
        })
        .catch(function (err) {
          said.textContent = err.message;
          button.disabled = false;
        });
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
