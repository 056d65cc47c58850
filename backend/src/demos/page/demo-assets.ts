/**
 * The demo pages' script and styles, shipped inside the backend build (no copy step, nothing
 * fetched). The script runs in a sandboxed frame (opaque origin: no cookies or storage of this
 * site), talks only to POST /api/demo-chat and writes answers as text, never as HTML.
 */
export const DEMO_SCRIPT = String.raw`(function () {
  'use strict';
  var root = document.getElementById('demo');
  if (!root) return;
  var demo = root.getAttribute('data-demo');
  var lang = root.getAttribute('data-lang') === 'fr' ? 'fr' : 'en';
  var words = lang === 'fr'
    ? { you: 'Vous', typing: 'En train d’écrire…', booking: 'Réservation d’exemple ', demoOnly: '. Démo seulement, rien n’est envoyé.', error: 'Désolé, la démo ne peut pas répondre pour le moment. Veuillez réessayer.' }
    : { you: 'You', typing: 'Typing…', booking: 'Sample booking ', demoOnly: '. Demo only, not sent to anyone.', error: 'Sorry, the demo could not answer just now. Please try again.' };
  var log = document.getElementById('log');
  var form = document.getElementById('ask');
  var input = document.getElementById('message');
  var button = form.querySelector('button');
  var suggestions = document.getElementById('suggestions');
  var bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  var sessionId = 'demo' + Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  var busy = false;

  function add(kind, label, text, booking) {
    var item = document.createElement('li');
    item.className = 'message ' + kind;
    var who = document.createElement('span');
    who.className = 'who';
    who.textContent = label;
    var body = document.createElement('p');
    body.textContent = text;
    item.appendChild(who);
    item.appendChild(body);
    if (booking) {
      var card = document.createElement('p');
      card.className = 'booking';
      card.textContent = words.booking + booking.reference + (lang === 'fr' ? ' : ' : ': ') + booking.summary + words.demoOnly;
      item.appendChild(card);
    }
    log.appendChild(item);
    // Scroll the conversation, never the page around the frame: scrollIntoView (and a plain
    // focus) would also move the products page under the visitor at every answer.
    log.scrollTop = log.scrollHeight;
    return item;
  }

  function offer(list) {
    suggestions.textContent = '';
    list.forEach(function (text) {
      var li = document.createElement('li');
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'suggestion';
      b.textContent = text;
      li.appendChild(b);
      suggestions.appendChild(li);
    });
  }

  var botName = (log.querySelector('.bot .who') || { textContent: 'Assistant' }).textContent;

  function send(text) {
    text = text.trim();
    if (!text || busy) return;
    busy = true;
    button.disabled = true;
    input.disabled = true;
    add('visitor', words.you, text);
    input.value = '';
    suggestions.textContent = '';
    var typing = add('bot typing', botName, words.typing);
    fetch('/api/demo-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo: demo, message: text.slice(0, 500), sessionId: sessionId, lang: lang })
    })
      .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then(function (data) {
        typing.remove();
        add('bot', botName, data.output, data.booking);
        offer(data.suggestions || []);
      })
      .catch(function () {
        typing.remove();
        add('bot error', botName, words.error);
      })
      .then(function () {
        busy = false;
        button.disabled = false;
        input.disabled = false;
        input.focus({ preventScroll: true });
      });
  }

  // The sandbox allows scripts but not form submission (no submit event fires), so the button
  // and the Enter key send the message themselves.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  button.addEventListener('click', function (event) {
    event.preventDefault();
    send(input.value);
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      send(input.value);
    }
  });
  suggestions.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.classList && target.classList.contains('suggestion')) send(target.textContent || '');
  });
})();
`;

export const DEMO_STYLES = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{display:flex;flex-direction:column;height:100%;max-width:720px;margin:0 auto;padding:12px}
.top{border-bottom:1px solid #e2e8f0;padding-bottom:8px}
.badge{display:inline-block;margin:0;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:12px;font-weight:700;letter-spacing:.02em;text-transform:uppercase}
h1{margin:6px 0 2px;font-size:18px}
.about{margin:0;color:#475569;font-size:13px}
.log{flex:1;overflow-y:auto;list-style:none;margin:8px 0;padding:0}
.message{margin:8px 0;max-width:88%}
.message p{margin:2px 0 0;padding:8px 12px;border-radius:14px;white-space:pre-line}
.who{font-size:11px;color:#64748b}
.bot p{background:#fff;border:1px solid #e2e8f0}
.visitor{margin-left:auto;text-align:right}
.visitor p{background:#1d4ed8;color:#fff;text-align:left}
.typing p{color:#64748b;font-style:italic}
.error p{border-color:#fca5a5}
.message .booking{margin-top:6px;background:#ecfdf5;border:1px dashed #059669;color:#065f46;font-size:13px}
.suggestions{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0 0 8px;padding:0}
.suggestion{border:1px solid #bfdbfe;background:#eff6ff;color:#1e3a8a;border-radius:999px;padding:4px 12px;font:inherit;font-size:13px;cursor:pointer}
.ask{display:flex;gap:8px}
.ask input{flex:1;min-width:0;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px;font:inherit}
.ask button{padding:10px 16px;border:0;border-radius:10px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.ask button:disabled{opacity:.6}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
