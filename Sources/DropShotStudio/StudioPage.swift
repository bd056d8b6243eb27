/// The studio's one page: the scenario list, the player (timeline, image, state JSON), recording
/// by dragging on the image, and the review of goldens. Plain HTML and JavaScript, no network
/// beyond the studio itself.
enum StudioPage {
    static func html(pageScript: Bool) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>DropShot studio</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 260px 1fr 360px; height: 100vh; }
        nav, aside { overflow: auto; padding: 8px; background: #F2F2F7; }
        main { overflow: auto; padding: 8px 16px; }
        nav button { display: block; width: 100%; text-align: left; margin: 2px 0; padding: 6px; border: 0; border-radius: 6px; background: none; cursor: pointer; }
        nav button.current { background: #C7DBFF; }
        nav .error { color: #B3261E; font-size: 12px; }
        #stage { position: relative; display: inline-block; border: 1px solid #D1D1D6; touch-action: none; }
        #stage img { display: block; max-width: 100%; user-select: none; -webkit-user-drag: none; }
        #stage.recording { outline: 3px solid #E5484D; }
        #timeline { width: 100%; }
        #events li.current { font-weight: bold; }
        #error { color: #B3261E; white-space: pre-wrap; }
        #banner { background: #FFF4CE; padding: 4px 8px; display: none; }
        pre { font-size: 11px; white-space: pre-wrap; word-break: break-all; }
        .row { border-top: 1px solid #D1D1D6; padding: 8px 0; }
        .views { display: flex; gap: 1%; } .views figure { margin: 0; max-width: 32%; } .views img { max-width: 100%; } .views figcaption { text-align: center; font: 12px sans-serif; color: #6E6E73; }
        .slider { position: relative; display: inline-block; }
        .slider img { max-width: 100%; display: block; }
        .slider .top { position: absolute; top: 0; left: 0; }
        </style></head>
        <body>
        <nav><h3>Scenarios</h3><div id="list"></div><h3>Review</h3><button id="run-review">Check every golden</button></nav>
        <main>
          <div id="banner"></div>
          <h2 id="title">Choose a scenario</h2>
          <div id="error"></div>
          <div id="player" hidden>
            <input id="timeline" type="range" min="0" value="0">
            <div>Step <span id="step">0</span> of <span id="steps">0</span>
              <button id="record">Record</button> <button id="undo-gesture" disabled>Undo gesture</button>
              <button id="save" disabled>Save</button></div>
            <div id="stage" tabindex="0"><img id="image" alt="the state after the chosen step"></div>
            <ol id="events" start="1"></ol>
          </div>
          <div id="review" hidden></div>
        </main>
        <aside><h3>State JSON</h3><pre id="state"></pre></aside>
        <script>
        const studio = {
          path: null, scenario: null, steps: 0, step: 0, modified: 0, recording: false, dirty: false,
          gestures: [], pointer: null, base: 0, started: 0,
        };
        window.studio = studio;
        const $ = id => document.getElementById(id);
        async function api(url, options) {
          const response = await fetch(url, options);
          if (!response.ok) {
            let message = response.statusText;
            try { message = (await response.json()).error; } catch (e) {}
            throw new Error(message);
          }
          return response;
        }
        const q = path => 'path=' + encodeURIComponent(path);
        function showError(message) { $('error').textContent = message || ''; }

        studio.list = async function () {
          const entries = await (await api('/api/scenarios')).json();
          $('list').replaceChildren(...entries.map(entry => {
            const button = document.createElement('button');
            button.textContent = entry.title || entry.path;
            button.dataset.path = entry.path;
            if (entry.path === studio.path) button.className = 'current';
            if (entry.error) { const e = document.createElement('div'); e.className = 'error'; e.textContent = entry.error; button.append(e); }
            button.onclick = () => studio.open(entry.path);
            return button;
          }));
          return entries;
        };

        studio.open = async function (path) {
          studio.path = path; studio.dirty = false; studio.gestures = []; studio.setRecording(false);
          $('review').hidden = true; $('player').hidden = false; $('banner').style.display = 'none';
          const info = await (await api('/api/scenario?' + q(path))).json();
          studio.modified = info.modified;
          try { studio.scenario = JSON.parse(info.json); } catch (e) { studio.scenario = null; }
          $('title').textContent = (studio.scenario && studio.scenario.title) || path;
          showError(info.error);
          studio.steps = info.events ? info.events.length : 0;
          studio.renderEvents();
          await studio.list();
          if (!info.error) await studio.scrub(studio.steps);
        };

        studio.renderEvents = function () {
          const events = (studio.scenario && studio.scenario.events) || [];
          $('timeline').max = events.length; $('steps').textContent = events.length;
          $('events').replaceChildren(...events.map((event, i) => {
            const li = document.createElement('li');
            li.textContent = JSON.stringify(event);
            li.onclick = () => studio.scrub(i + 1);
            return li;
          }));
        };

        studio.scrub = async function (step) {
          studio.step = step; $('timeline').value = step; $('step').textContent = step;
          [...$('events').children].forEach((li, i) => li.className = i === step - 1 ? 'current' : '');
          if (studio.dirty) return studio.preview();
          try {
            const image = await api('/api/render?' + q(studio.path) + '&step=' + step);
            $('image').src = URL.createObjectURL(await image.blob());
            const state = await (await api('/api/state?' + q(studio.path) + '&step=' + step)).json();
            $('state').textContent = JSON.stringify(state, null, 1);
            showError('');
          } catch (e) { showError(e.message); }
          await new Promise(resolve => { if ($('image').complete) resolve(); else $('image').onload = resolve; });
        };
        $('timeline').oninput = () => studio.scrub(Number($('timeline').value));

        studio.preview = async function () {
          try {
            const image = await api('/api/preview?' + q(studio.path) + '&step=' + studio.step, { method: 'POST', body: JSON.stringify(studio.scenario) });
            $('image').src = URL.createObjectURL(await image.blob());
            const state = await (await api('/api/preview-state?' + q(studio.path) + '&step=' + studio.step, { method: 'POST', body: JSON.stringify(studio.scenario) })).json();
            $('state').textContent = JSON.stringify(state, null, 1);
            showError('');
          } catch (e) { showError(e.message); }
          await new Promise(resolve => { if ($('image').complete) resolve(); else $('image').onload = resolve; });
        };

        // Recording: pointer and key events on the image become scenario events.
        studio.setRecording = function (on) {
          studio.recording = on;
          $('stage').className = on ? 'recording' : '';
          $('record').textContent = on ? 'Stop recording' : 'Record';
        };
        $('record').onclick = () => {
          if (!studio.recording && studio.step !== studio.steps) studio.scrub(studio.steps);
          studio.setRecording(!studio.recording);
          $('stage').focus();
        };
        function scenarioPoint(e) {
          const image = $('image'), box = image.getBoundingClientRect();
          // The PNG is drawn at the canvas scale: its natural width over the scale is the width in points.
          const scale = (studio.scenario.canvas && studio.scenario.canvas.scale) || 2;
          const factor = image.naturalWidth / scale / box.width;
          return { x: Math.round((e.clientX - box.left) * factor * 100) / 100, y: Math.round((e.clientY - box.top) * factor * 100) / 100 };
        }
        function lastTime() {
          const events = studio.scenario.events || [];
          for (let i = events.length - 1; i >= 0; i--) if (typeof events[i].t === 'number') return events[i].t;
          return 0;
        }
        // A move that changes nothing the engine says (target, index, appearance, scroll,
        // refusal) is kept only until the next move replaces it: a drag is recorded as the moves
        // that matter and the last one before the release.
        async function append(type, point) {
          const t = Math.round((studio.base + (performance.now() - studio.started) / 1000) * 1000) / 1000;
          const response = await api('/api/record?' + q(studio.path), { method: 'POST',
            body: JSON.stringify({ scenario: studio.scenario, type, x: point.x, y: point.y, t }) });
          const { event, changed, state } = await response.json();
          let events = studio.scenario.events || [];
          if (type === 'move' && studio.idleMove) { events = events.slice(0, -1); studio.gestures[studio.gestures.length - 1] -= 1; }
          studio.idleMove = type === 'move' && !changed;
          studio.scenario.events = events.concat([event]);
          $('state').textContent = JSON.stringify(state, null, 1);
          studio.gestures[studio.gestures.length - 1] += 1;
          studio.dirty = true; $('save').disabled = false; $('undo-gesture').disabled = false;
          studio.steps = studio.scenario.events.length; studio.renderEvents();
          await studio.scrub(studio.steps);
        }
        let queue = Promise.resolve();
        const enqueue = task => (queue = queue.then(task).catch(e => showError(e.message)));
        studio.queue = () => queue;
        $('stage').addEventListener('pointerdown', e => {
          if (!studio.recording || !studio.scenario) return;
          e.preventDefault();
          try { $('stage').setPointerCapture(e.pointerId); } catch (err) {}  // a synthetic pointer cannot be captured
          studio.pointer = e.pointerId; studio.gestures.push(0); studio.idleMove = false;
          studio.started = performance.now(); studio.base = lastTime() + 0.5;
          const point = scenarioPoint(e);
          enqueue(() => append('press', point));
        });
        let lastMove = 0;
        $('stage').addEventListener('pointermove', e => {
          if (studio.pointer !== e.pointerId || performance.now() - lastMove < 50) return;
          lastMove = performance.now();
          const point = scenarioPoint(e);
          enqueue(() => append('move', point));
        });
        $('stage').addEventListener('pointerup', e => {
          if (studio.pointer !== e.pointerId) return;
          studio.pointer = null;
          const point = scenarioPoint(e);
          enqueue(() => append('release', point));
        });
        const keys = { ArrowUp: 'arrowUp', ArrowDown: 'arrowDown', ArrowLeft: 'arrowLeft', ArrowRight: 'arrowRight',
                       ' ': 'space', Enter: 'enter', Escape: 'escape', Tab: 'tab' };
        $('stage').addEventListener('keydown', e => {
          if (!studio.recording || !keys[e.key]) return;
          e.preventDefault();
          enqueue(async () => {
            studio.gestures.push(1);
            studio.scenario.events = (studio.scenario.events || []).concat([{ type: 'key', key: keys[e.key], t: Math.round((lastTime() + 0.3) * 1000) / 1000 }]);
            studio.dirty = true; $('save').disabled = false; $('undo-gesture').disabled = false;
            studio.steps = studio.scenario.events.length; studio.renderEvents();
            await studio.scrub(studio.steps);
          });
        });
        studio.undoGesture = async function () {
          const count = studio.gestures.pop();
          if (!count) return;
          studio.scenario.events = studio.scenario.events.slice(0, -count);
          $('undo-gesture').disabled = studio.gestures.length === 0;
          studio.steps = studio.scenario.events.length; studio.renderEvents();
          await studio.scrub(studio.steps);
        };
        $('undo-gesture').onclick = () => enqueue(studio.undoGesture);
        studio.save = async function () {
          // Only the events: the server changes no other byte of the file.
          const response = await api('/api/save?' + q(studio.path), { method: 'POST', body: JSON.stringify({ events: studio.scenario.events || [] }) });
          studio.modified = (await response.json()).modified;
          studio.dirty = false; studio.gestures = []; $('save').disabled = true; $('undo-gesture').disabled = true;
          await studio.scrub(studio.steps);
        };
        $('save').onclick = () => enqueue(studio.save);

        // Live reload: the file changed in an editor.
        setInterval(async () => {
          if (!studio.path || $('player').hidden) return;
          try {
            const { modified } = await (await api('/api/modified?' + q(studio.path))).json();
            if (modified === studio.modified) return;
            if (studio.dirty) {
              $('banner').textContent = 'The file changed on disk; save to overwrite it, or reopen it to load the change.';
              $('banner').style.display = 'block';
            } else {
              await studio.open(studio.path);
            }
          } catch (e) {}
        }, 1000);

        // Review: the goldens that differ, each with side by side, slider and diff views.
        studio.review = async function () {
          $('player').hidden = true; $('review').hidden = false; $('title').textContent = 'Review';
          const rows = await (await api('/api/review', { method: 'POST' })).json();
          const image = (name, kind) => '/api/review/image?name=' + encodeURIComponent(name) + '&kind=' + kind + '&v=' + Date.now();
          $('review').replaceChildren(...rows.map(row => {
            const div = document.createElement('div');
            div.className = 'row'; div.dataset.name = row.name; div.dataset.status = row.status;
            const head = document.createElement('h4');
            head.textContent = row.status + ' ' + row.name + (row.message ? ': ' + row.message : '');
            div.append(head);
            if (row.status === 'FAIL' || row.status === 'MISSING') {
              const views = document.createElement('div'); views.className = 'views';
              const kinds = row.status === 'FAIL' ? ['expected', 'actual', 'diff'] : ['actual'];
              for (const kind of kinds) {
                const figure = document.createElement('figure'), img = document.createElement('img'), caption = document.createElement('figcaption');
                img.src = image(row.name, kind); img.alt = kind; img.dataset.kind = kind; caption.textContent = kind;
                figure.append(img, caption); views.append(figure);
              }
              div.append(views);
              if (row.status === 'FAIL') {
                const slider = document.createElement('div'); slider.className = 'slider';
                const under = document.createElement('img'); under.src = image(row.name, 'expected');
                const over = document.createElement('img'); over.src = image(row.name, 'actual'); over.className = 'top';
                const range = document.createElement('input'); range.type = 'range'; range.value = 50;
                const clip = () => over.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
                range.oninput = clip; clip();
                slider.append(under, over); div.append(slider, range);
              }
              const accept = document.createElement('button'); accept.textContent = 'Accept'; accept.className = 'accept';
              const reject = document.createElement('button'); reject.textContent = 'Reject'; reject.className = 'reject';
              accept.onclick = () => enqueue(async () => {
                await api('/api/accept?name=' + encodeURIComponent(row.name), { method: 'POST' });
                head.textContent = 'ACCEPTED ' + row.name; div.dataset.status = 'ACCEPTED'; accept.disabled = reject.disabled = true;
              });
              reject.onclick = () => { head.textContent = 'REJECTED ' + row.name + ' (the golden stays)'; div.dataset.status = 'REJECTED'; accept.disabled = reject.disabled = true; };
              div.append(accept, reject);
            }
            return div;
          }));
          // Accept all: every FAIL and MISSING row, once confirmed.
          if (rows.some(row => row.status === 'FAIL' || row.status === 'MISSING')) {
            const all = document.createElement('button'); all.id = 'accept-all'; all.textContent = 'Accept all';
            all.onclick = () => {
              const open = [...$('review').querySelectorAll('button.accept:not(:disabled)')];
              if (open.length === 0 || !confirm('Accept ' + open.length + ' golden(s)? Each is replaced by the image its scenario renders now.')) return;
              all.disabled = true;
              for (const button of open) button.click();
            };
            $('review').prepend(all);
          }
          return rows;
        };
        $('run-review').onclick = () => enqueue(studio.review);
        studio.ready = studio.list();
        </script>
        \(pageScript ? "<script src=\"/page-script.js\"></script>" : "")
        </body></html>
        """
    }
}
