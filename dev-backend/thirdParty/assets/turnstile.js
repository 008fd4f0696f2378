/*
 * Human-check stand-in with Cloudflare Turnstile's browser API: turnstile.render / reset / remove /
 * getResponse / isExpired / execute / ready, explicit (`?render=explicit&onload=fn`) and implicit
 * (`.cf-turnstile[data-sitekey]`) rendering, and the callback, error-callback and expired-callback options.
 * Site key `local-dev-site-key` passes by itself, `...-interactive` needs a click, `...-failing` always fails.
 */
(() => {
  if (window.turnstile) return;
  const script = document.currentScript;
  const scriptUrl = new URL(script ? script.src : location.href);
  const challengeUrl = new URL('challenge', scriptUrl).href;
  const RESPONSE_TTL_MS = 300_000;
  const widgets = new Map();
  let counter = 0;
  let lastId;

  const STYLE = `
    :host { all: initial; display: inline-block; }
    .box { box-sizing: border-box; width: 300px; height: 65px; display: flex; align-items: center; gap: 12px;
      padding: 0 14px; border: 1px solid #d0d5dd; border-radius: 6px; background: #fafafa; color: #1d2939;
      font: 14px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    :host([data-theme="dark"]) .box { background: #232323; border-color: #555; color: #f2f2f2; }
    button { all: unset; display: flex; align-items: center; gap: 10px; cursor: pointer; flex: 1; min-height: 40px; }
    button:focus-visible { outline: 2px solid #f38020; outline-offset: 2px; border-radius: 4px; }
    button[disabled] { cursor: default; }
    .mark { width: 22px; height: 22px; border: 2px solid #667085; border-radius: 4px; display: grid; place-items: center;
      font-size: 15px; font-weight: 700; flex: none; }
    .verifying .mark { border-color: #f38020; border-top-color: transparent; border-radius: 50%; animation: spin 0.8s linear infinite; }
    .success .mark { border-color: #12b76a; background: #12b76a; color: white; }
    .error .mark { border-color: #d92d20; color: #d92d20; }
    .brand { font-size: 10px; color: #667085; text-align: right; line-height: 1.2; }
    @keyframes spin { to { transform: rotate(360deg); } }
    @media (prefers-reduced-motion: reduce) { .verifying .mark { animation: none; } }
  `;

  const LABELS = {
    waiting: ['', 'Verify you are human'],
    verifying: ['', 'Verifying…'],
    success: ['✓', 'Success!'],
    error: ['!', 'Verification failed. Try again'],
    expired: ['', 'Expired. Verify again'],
  };

  function call(callback, ...args) {
    const fn = typeof callback === 'string' ? window[callback] : callback;
    if (typeof fn === 'function') fn(...args);
  }

  function elementOf(container) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!(element instanceof HTMLElement)) throw new Error('[Cloudflare Turnstile] Container not found.');
    return element;
  }

  function widgetOf(idOrContainer) {
    if (idOrContainer === undefined) return widgets.get(lastId);
    if (typeof idOrContainer === 'string' && widgets.has(idOrContainer)) return widgets.get(idOrContainer);
    for (const widget of widgets.values()) {
      if (
        widget.container === idOrContainer ||
        (typeof idOrContainer === 'string' && widget.container.matches(idOrContainer))
      )
        return widget;
    }
    return undefined;
  }

  function setState(widget, state) {
    widget.state = state;
    const [mark, label] = LABELS[state];
    widget.box.className = `box ${state}`;
    widget.mark.textContent = mark;
    widget.label.textContent = label;
    widget.button.disabled = state === 'verifying' || state === 'success';
    widget.button.setAttribute('aria-checked', String(state === 'success'));
  }

  async function solve(widget) {
    const generation = widget.generation;
    setState(widget, 'verifying');
    try {
      const response = await fetch(challengeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sitekey: widget.sitekey, action: widget.options.action ?? null }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok || typeof body.token !== 'string')
        throw Object.assign(new Error(body.message), { code: body.errorCode });
      if (!widgets.has(widget.id) || generation !== widget.generation) return;
      widget.token = body.token;
      widget.expiresAt = Date.now() + RESPONSE_TTL_MS;
      if (widget.input) widget.input.value = body.token;
      setState(widget, 'success');
      widget.timer = setTimeout(() => expire(widget), RESPONSE_TTL_MS);
      call(widget.options.callback, body.token);
    } catch (error) {
      if (!widgets.has(widget.id) || generation !== widget.generation) return;
      setState(widget, 'error');
      call(widget.options['error-callback'], error?.code || '600010');
    }
  }

  function expire(widget) {
    const token = widget.token;
    widget.token = undefined;
    if (widget.input) widget.input.value = '';
    setState(widget, 'expired');
    call(widget.options['expired-callback'], token);
    if ((widget.options['refresh-expired'] ?? 'auto') === 'auto') start(widget);
  }

  function start(widget) {
    widget.generation++;
    clearTimeout(widget.timer);
    widget.token = undefined;
    if (widget.input) widget.input.value = '';
    if (widget.sitekey.endsWith('-interactive')) setState(widget, 'waiting');
    else setTimeout(() => solve(widget), 300);
  }

  function render(container, options = {}) {
    const element = elementOf(container);
    const sitekey = options.sitekey ?? element.dataset.sitekey;
    if (!sitekey) throw new Error('[Cloudflare Turnstile] Invalid or missing sitekey.');
    const id = `cf-chl-widget-${(++counter).toString(36)}`;
    const host = document.createElement('div');
    host.id = id;
    host.dataset.theme = options.theme === 'dark' ? 'dark' : 'light';
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style>${STYLE}</style><div class="box"><button type="button" role="checkbox" aria-checked="false"><span class="mark" aria-hidden="true"></span><span class="label"></span></button><span class="brand">Human check<br>(local dev)</span></div>`;
    element.appendChild(host);
    let input;
    if (options['response-field'] !== false) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = options['response-field-name'] ?? 'cf-turnstile-response';
      element.appendChild(input);
    }
    const widget = {
      id,
      container: element,
      host,
      input,
      sitekey,
      options,
      box: shadow.querySelector('.box'),
      button: shadow.querySelector('button'),
      mark: shadow.querySelector('.mark'),
      label: shadow.querySelector('.label'),
      generation: 0,
      state: 'waiting',
    };
    widget.button.addEventListener('click', () => {
      if (widget.state === 'waiting' || widget.state === 'error' || widget.state === 'expired') solve(widget);
    });
    widgets.set(id, widget);
    lastId = id;
    start(widget);
    return id;
  }

  function remove(id) {
    const widget = widgetOf(id);
    if (!widget) return;
    clearTimeout(widget.timer);
    widget.generation++;
    widget.host.remove();
    widget.input?.remove();
    widgets.delete(widget.id);
  }

  window.turnstile = {
    render,
    remove,
    reset(id) {
      const widget = widgetOf(id);
      if (widget) start(widget);
    },
    getResponse(id) {
      const widget = widgetOf(id);
      return widget && widget.expiresAt > Date.now() ? widget.token : undefined;
    },
    isExpired(id) {
      const widget = widgetOf(id);
      return Boolean(widget && widget.state === 'expired');
    },
    execute(container, options) {
      const widget = widgetOf(container);
      if (widget) solve(widget);
      else render(container, options);
    },
    ready(callback) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => callback());
      else callback();
    },
  };

  const onload = scriptUrl.searchParams.get('onload');
  if (scriptUrl.searchParams.get('render') !== 'explicit') {
    window.turnstile.ready(() => {
      for (const element of document.querySelectorAll('.cf-turnstile')) {
        render(element, {
          sitekey: element.dataset.sitekey,
          action: element.dataset.action,
          theme: element.dataset.theme,
          callback: element.dataset.callback,
          'error-callback': element.dataset.errorCallback,
          'expired-callback': element.dataset.expiredCallback,
        });
      }
    });
  }
  if (onload) setTimeout(() => call(onload), 0);
})();
