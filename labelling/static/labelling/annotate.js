// The annotation page (and the adjudication page): active-time heartbeats, gold passages,
// autosave coordination and keyboard shortcuts. Server-rendered HTML + htmx does the rest.
(function () {
  "use strict";
  const root = document.getElementById("annotate");
  if (!root) return;
  const form = document.getElementById("label-form");
  const active = root.dataset.active === "1";
  const heartbeatMs = parseInt(root.dataset.heartbeatMs || "15000", 10);
  const idleMs = parseInt(root.dataset.idleMs || "60000", 10);

  // --- Active time: beat every 15 s while the tab is visible and there was input in the last minute.
  let lastInput = Date.now();
  let lastBeat = 0;
  function beat() {
    const minutes = document.getElementById("minutes");
    if (!minutes || !window.htmx) return;
    lastBeat = Date.now();
    htmx.trigger(minutes, "beat");
  }
  function working() {
    return document.visibilityState === "visible" && Date.now() - lastInput < idleMs;
  }
  function noteInput() {
    const wasIdle = Date.now() - lastInput >= idleMs;
    lastInput = Date.now();
    // Coming back after an idle spell: start a new active stretch at once.
    if (active && wasIdle && Date.now() - lastBeat > 5000) beat();
  }
  if (active) {
    ["keydown", "mousedown", "pointermove", "wheel", "scroll", "input", "touchstart"].forEach(function (type) {
      window.addEventListener(type, noteInput, { passive: true, capture: true });
    });
    setInterval(function () { if (working()) beat(); }, heartbeatMs);
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") noteInput();
      else if (form) htmx.trigger(form, "save-now");  // save the draft when the tab is left
    });
    window.addEventListener("load", function () { beat(); });
  }

  // --- Gold passages: chips in the form (hidden inputs), toggled from any result.
  const goldList = document.getElementById("gold-list");
  function goldIds() {
    return goldList ? Array.from(goldList.querySelectorAll("input[name=gold]")).map(function (i) { return i.value; }) : [];
  }
  function syncGoldMarks() {
    const ids = new Set(goldIds());
    document.querySelectorAll(".gold-toggle").forEach(function (b) {
      const on = ids.has(b.dataset.chunkId);
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.classList.toggle("on", on);
      b.textContent = on ? "gold ✓" : "gold";
      const result = b.closest(".result");
      if (result) result.classList.toggle("is-gold", on);
    });
    const empty = document.querySelector(".empty-gold");
    if (empty) empty.hidden = ids.size > 0;
  }
  function addChip(chunkId, title, version) {
    const li = document.createElement("li");
    li.className = "chip";
    li.dataset.chunkId = chunkId;
    const input = document.createElement("input");
    input.type = "hidden"; input.name = "gold"; input.value = chunkId;
    const code = document.createElement("code");
    code.textContent = chunkId;
    li.append(input, code);
    if (title) {
      const span = document.createElement("span");
      span.className = "muted";
      span.textContent = " " + title + (version ? " · " + version : "");
      li.append(span);
    }
    const remove = document.createElement("button");
    remove.type = "button"; remove.className = "chip-remove"; remove.textContent = "×";
    remove.setAttribute("aria-label", "remove " + chunkId);
    li.append(remove);
    goldList.append(li);
  }
  function goldChanged() {
    syncGoldMarks();
    if (form) htmx.trigger(form, "gold-changed");
  }
  function toggleGold(chunkId, title, version) {
    if (!goldList || !chunkId || root.classList.contains("readonly")) return;
    const existing = goldList.querySelector('li[data-chunk-id="' + CSS.escape(chunkId) + '"]');
    if (existing) existing.remove();
    else addChip(chunkId, title, version);
    goldChanged();
  }
  document.addEventListener("click", function (e) {
    const toggle = e.target.closest(".gold-toggle");
    if (toggle) { toggleGold(toggle.dataset.chunkId, toggle.dataset.title, toggle.dataset.version); return; }
    const remove = e.target.closest(".chip-remove");
    if (remove) { remove.closest("li").remove(); goldChanged(); return; }
    const take = e.target.closest("[data-take-version]");
    if (take) {
      document.getElementById("label-version").value = take.dataset.takeVersion;
      htmx.trigger(form, "save-now");
      return;
    }
    const close = e.target.closest("[data-close]");
    if (close) close.closest("dialog").close();
  });
  const addInput = document.getElementById("gold-add");
  function addTyped() {
    const value = addInput.value.trim();
    if (!value) return;
    if (!goldIds().includes(value)) addChip(value, "", "");
    addInput.value = "";
    goldChanged();
  }
  if (addInput) {
    document.getElementById("gold-add-button").addEventListener("click", addTyped);
    addInput.addEventListener("keydown", function (e) {
      if (e.key === "Enter") { e.preventDefault(); addTyped(); }
    });
    // The typed id is not part of the label until added: keep it out of autosave triggers.
    addInput.addEventListener("input", function (e) { e.stopPropagation(); });
    addInput.addEventListener("change", function (e) { e.stopPropagation(); });
  }
  // Ids the server refused (document-level, unknown): drop their chips, keep the explanation.
  document.body.addEventListener("htmx:afterSwap", function () {
    const errors = document.getElementById("gold-errors");
    if (errors && errors.dataset.refused) {
      let refused = [];
      try { refused = JSON.parse(errors.dataset.refused); } catch (_) { refused = []; }
      refused.forEach(function (id) {
        const chip = goldList && goldList.querySelector('li[data-chunk-id="' + CSS.escape(id) + '"]');
        if (chip) chip.remove();
      });
    }
    syncGoldMarks();
  });

  // --- Unanswerable reveals its reason.
  const unanswerable = document.getElementById("id_unanswerable");
  if (unanswerable) {
    unanswerable.addEventListener("change", function () {
      document.querySelector(".unanswerable-reason").hidden = !unanswerable.checked;
    });
  }

  // --- Submitting: wait for an autosave in flight (it moves the version on), then block autosaves.
  let submitting = false;
  let pendingSubmitter = null;
  if (form) {
    form.addEventListener("submit", function (e) {
      if (form.classList.contains("htmx-request")) {
        e.preventDefault();
        pendingSubmitter = e.submitter || document.getElementById("submit-button");
        return;
      }
      submitting = true;
    });
    form.addEventListener("htmx:afterRequest", function () {
      if (pendingSubmitter) {
        const s = pendingSubmitter;
        pendingSubmitter = null;
        setTimeout(function () { form.requestSubmit(s); }, 0);
      }
    });
    form.addEventListener("htmx:confirm", function (e) {
      if (submitting || root.classList.contains("readonly")) e.preventDefault();
    });
    // Enter in a one-line field must not submit the whole label by accident (Ctrl+Enter does).
    form.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && !e.ctrlKey && !e.metaKey && e.target.tagName === "INPUT") e.preventDefault();
    });
  }

  // --- Keyboard shortcuts.
  const skipDialog = document.getElementById("skip-dialog");
  const helpDialog = document.getElementById("shortcuts-dialog");
  const helpButton = document.getElementById("shortcuts-button");
  if (helpButton) helpButton.addEventListener("click", function () { helpDialog.showModal(); });
  const skipButton = document.getElementById("skip-button");
  if (skipButton) skipButton.addEventListener("click", function () { skipDialog.showModal(); });

  function typing(el) {
    return el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  }
  // Every passage that is not hidden by the layout. A passage inside a collapsed turn counts:
  // focusing it opens the turn (the first retrieved passage often sits in an earlier turn).
  function results() {
    return Array.from(document.querySelectorAll(".result")).filter(function (r) {
      return r.closest("details:not([open])") !== null || r.getClientRects().length > 0;
    });
  }
  function reveal(el) {
    let d = el.parentElement && el.parentElement.closest("details");
    while (d) { d.open = true; d = d.parentElement && d.parentElement.closest("details"); }
  }
  function moveFocus(step) {
    const list = results();
    if (!list.length) return;
    const current = document.activeElement && document.activeElement.closest(".result");
    let index = list.indexOf(current);
    index = index < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, index + step));
    reveal(list[index]);
    list[index].focus();
    list[index].scrollIntoView({ block: "nearest" });
  }
  function expand(result) {
    const clamp = result.querySelector(".result-text.clamp");
    if (clamp) { clamp.classList.toggle("expanded"); return; }
    const whole = result.querySelector("details");
    if (whole) whole.open = !whole.open;
  }
  // Passages expand on click (or tap), not only on hover; a click on a button or link does not.
  document.addEventListener("click", function (e) {
    if (e.target.closest("button, a, summary, input")) return;
    const text = e.target.closest(".result-text");
    const result = text && text.closest(".result");
    if (!result || (window.getSelection && String(window.getSelection()))) return;
    expand(result);
  });
  function choosePattern(index) {
    const radios = form ? Array.from(form.querySelectorAll("input[name=reference_type]")) : [];
    const radio = radios[index];
    if (!radio || radio.disabled) return;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    radio.focus();
    radio.blur();
  }
  // Pattern keys: 1-5 the patterns in their listed order, 0 "stands alone" (the last radio).
  function patternKey(key) {
    const radios = form ? form.querySelectorAll("input[name=reference_type]") : [];
    if (key === "0") return radios.length - 1;
    const n = parseInt(key, 10);
    return n >= 1 && n < radios.length ? n - 1 : -1;
  }
  function toggleHelp() {
    if (!helpDialog) return;
    if (helpDialog.open) helpDialog.close(); else helpDialog.showModal();
  }
  document.addEventListener("keydown", function (e) {
    if ((e.ctrlKey || e.metaKey) && e.key === "Enter") {
      const submit = document.getElementById("submit-button");
      if (submit && form) { e.preventDefault(); form.requestSubmit(submit); }
      return;
    }
    if (e.key === "Escape") { if (typing(document.activeElement)) document.activeElement.blur(); return; }
    // Never while typing (or composing), nor with a modifier held.
    if (e.isComposing || typing(e.target) || typing(document.activeElement)) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "?") { e.preventDefault(); if (!document.querySelector("dialog[open]:not(#shortcuts-dialog)")) toggleHelp(); return; }
    if (document.querySelector("dialog[open]")) return;
    const editable = !root.classList.contains("readonly");
    const focused = document.activeElement && document.activeElement.closest(".result");
    if (e.key === "/") {
      const search = document.getElementById("search-q");
      if (search) { e.preventDefault(); search.focus(); search.select(); }
    } else if (e.key === "j") { e.preventDefault(); moveFocus(1); }
    else if (e.key === "k") { e.preventDefault(); moveFocus(-1); }
    else if (e.key === "g") {
      if (focused) { e.preventDefault(); toggleGold(focused.dataset.chunkId, focused.dataset.title, focused.dataset.version); }
    } else if (e.key === "e") {
      if (focused) { e.preventDefault(); expand(focused); }
    } else if (/^[0-9]$/.test(e.key) && editable) {
      const index = patternKey(e.key);
      if (index >= 0) { e.preventDefault(); choosePattern(index); }
    } else if (e.key === "u" && editable && unanswerable && !unanswerable.disabled) {
      e.preventDefault();
      unanswerable.checked = !unanswerable.checked;
      unanswerable.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (e.key === "p") {
      const previous = document.getElementById("previous-button");
      if (previous) { e.preventDefault(); window.location.href = previous.href; }
    } else if (e.key === "s" && skipDialog && skipButton) { e.preventDefault(); skipDialog.showModal(); }
  });

  // --- The guide beside the form: the chosen rule opens there.
  const ruleSelect = document.getElementById("id_rule_code");
  if (ruleSelect) {
    ruleSelect.addEventListener("change", function () {
      document.querySelectorAll(".guide-rule").forEach(function (d) {
        d.open = d.dataset.ruleCode === ruleSelect.value;
      });
    });
  }

  // --- Search: old results fade while a new search (or the meaning model) is on its way.
  const searchForm = document.getElementById("search-form");
  if (searchForm) {
    searchForm.addEventListener("htmx:beforeRequest", function () {
      const box = document.getElementById("search-results");
      if (box) { box.classList.add("loading"); box.setAttribute("aria-busy", "true"); }
    });
    searchForm.addEventListener("htmx:afterRequest", function () {
      const box = document.getElementById("search-results");
      if (box) { box.classList.remove("loading"); box.removeAttribute("aria-busy"); }
    });
    const warm = searchForm.dataset.warmUrl;
    if (warm && window.fetch) {
      // Load the meaning model when the page opens, not on the first search.
      const csrf = document.querySelector("[name=csrfmiddlewaretoken]");
      fetch(warm, { method: "POST", headers: { "X-CSRFToken": csrf ? csrf.value : "" }, credentials: "same-origin" });
    }
  }

  // --- Touch screens get touch hints instead of key hints.
  if (window.matchMedia && window.matchMedia("(hover: none) and (pointer: coarse)").matches) {
    document.documentElement.classList.add("touch");
    const q = document.getElementById("search-q");
    if (q) q.placeholder = "Search the corpus";
  }

  // --- Adjudication: choosing "merge" opens the merged label's editor.
  document.querySelectorAll("input[name=decision]").forEach(function (radio) {
    radio.addEventListener("change", function () {
      const editor = document.querySelector(".merge-editor");
      if (editor && radio.checked) editor.open = radio.value === "merge";
    });
  });

  syncGoldMarks();
})();
