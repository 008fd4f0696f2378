/*
 * Google Identity Services stand-in with the browser API of accounts.google.com/gsi/client:
 * google.accounts.id.initialize / prompt (one tap) / renderButton / disableAutoSelect / cancel / revoke.
 * People pick one of the stand-in's accounts (or add one); the callback receives an ID-token credential
 * that the identity service's token endpoint accepts.
 */
(() => {
  if (window.google?.accounts?.id) return;
  const script = document.currentScript;
  const base = new URL('.', script ? script.src : location.href).href;
  const AUTO_SELECT_KEY = 'lucy-dev-gsi-auto-select';
  const HEIGHTS = { large: 40, medium: 32, small: 20 };
  let config;
  let openDialog;

  const STYLE = `
    :host { all: initial; }
    * { box-sizing: border-box; font-family: Roboto, system-ui, -apple-system, "Segoe UI", sans-serif; }
    .card { width: 360px; max-width: calc(100vw - 24px); background: #fff; color: #1f1f1f; border-radius: 8px;
      box-shadow: 0 4px 16px rgba(0,0,0,.25); padding: 16px; }
    .head { display: flex; align-items: center; gap: 8px; font-size: 15px; margin-bottom: 12px; }
    .head strong { flex: 1; font-weight: 500; }
    .g { font-weight: 700; color: #4285f4; }
    .close { all: unset; cursor: pointer; padding: 4px 8px; border-radius: 4px; font-size: 18px; line-height: 1; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    .account { all: unset; box-sizing: border-box; display: block; width: 100%; cursor: pointer; padding: 8px 10px; border: 1px solid #dadce0; border-radius: 6px; }
    .account:hover, .account:focus-visible, .close:focus-visible, .other:focus-visible { background: #f1f3f4; outline: 2px solid #1a73e8; }
    .account b { display: block; font-weight: 500; }
    [hidden] { display: none !important; }
    .oneTap { max-width: 100%; }
    /* One account and the top of the next, then a scroll: the card stays above the sign-in form of a laptop
       even on a 768 px tall screen, where the form sits highest: at 120 px it covered the Email field. */
    .oneTap ul { max-height: 96px; overflow-y: auto; }
    @media (max-width: 600px) { .oneTap { width: 100%; max-width: none; } }
    .account small { color: #5f6368; }
    .other { all: unset; cursor: pointer; color: #1a73e8; margin-top: 10px; display: inline-block; }
    form { display: grid; gap: 8px; margin-top: 10px; }
    input { padding: 8px; border: 1px solid #dadce0; border-radius: 4px; font-size: 14px; }
    .submit { all: unset; cursor: pointer; background: #1a73e8; color: #fff; padding: 8px 12px; border-radius: 4px; text-align: center; }
    .error { color: #d93025; margin-top: 8px; }
    .note { color: #5f6368; font-size: 12px; margin-top: 10px; }
  `;

  function notification(type, reason) {
    return {
      getMomentType: () => type,
      isDisplayMoment: () => type === 'display',
      isDisplayed: () => type === 'display' && reason === undefined,
      isNotDisplayed: () => type === 'display' && reason !== undefined,
      getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
      isSkippedMoment: () => type === 'skipped',
      getSkippedReason: () => (type === 'skipped' ? reason : undefined),
      isDismissedMoment: () => type === 'dismissed',
      getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
    };
  }

  async function request(path, body) {
    const response = await fetch(new URL(path, base), {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(json.message || `Request failed (${response.status})`);
    return json;
  }

  async function signIn(email, selectBy) {
    const { credential } = await request('credential', { client_id: config.client_id, email });
    if (!config.auto_select) localStorage.removeItem(AUTO_SELECT_KEY);
    else localStorage.setItem(AUTO_SELECT_KEY, email);
    const callback = config.callback;
    if (typeof callback === 'function')
      callback({ credential, select_by: selectBy, clientId: config.client_id });
  }

  function close() {
    openDialog?.remove();
    openDialog = undefined;
  }

  const narrowScreen = () => window.matchMedia('(max-width: 600px)').matches;

  /** The account chooser: a one-tap card (at the top) or a modal opened by the button. */
  function chooser({ modal, selectBy, onDismiss }) {
    close();
    const host = document.createElement('div');
    host.setAttribute('data-gsi-stand-in', modal ? 'button' : 'one-tap');
    Object.assign(
      host.style,
      modal
        ? {
            position: 'fixed',
            inset: '0',
            background: 'rgba(0,0,0,.4)',
            display: 'grid',
            placeItems: 'center',
            zIndex: '2147483647',
          }
        : // Like Google's one tap: a card at the top right on a wide screen, a full-width card along the top
          // of a phone's, over the brand and the greeting, so no control of the form below is covered
          // (along the bottom it covered the Sign in button).
          narrowScreen()
          ? { position: 'fixed', left: '8px', right: '8px', top: '8px', zIndex: '2147483647' }
          : { position: 'fixed', top: '16px', right: '16px', zIndex: '2147483647' },
    );
    // Like Google's, the card appears once, at its full size: it stays hidden until its accounts are in, so it
    // never grows in view: a card that grows in view is a layout shift.
    host.style.visibility = 'hidden';
    const shadow = host.attachShadow({ mode: 'open' });
    const site = location.host;
    shadow.innerHTML = `<style>${STYLE}</style>
      <div class="card${modal ? '' : ' oneTap'}" role="dialog" aria-modal="${modal}" aria-labelledby="title">
        <div class="head"><span class="g" aria-hidden="true">G</span><strong id="title">Sign in to ${site} with Google</strong>
          <button class="close" type="button" aria-label="Close">×</button></div>
        <ul></ul>
        <button class="other" type="button">Use another account</button>
        <form hidden>
          <input name="email" type="email" required placeholder="Email" aria-label="Email" autocomplete="off">
          <input name="givenName" required placeholder="First name" aria-label="First name">
          <input name="familyName" placeholder="Last name" aria-label="Last name">
          <button class="submit" type="submit">Continue</button>
        </form>
        <p class="error" role="alert" hidden></p>
        <p class="note">Local development stand-in for Google sign-in.</p>
      </div>`;
    const list = shadow.querySelector('ul');
    const error = shadow.querySelector('.error');
    const form = shadow.querySelector('form');
    const fail = (message) => {
      error.hidden = false;
      error.textContent = message;
    };
    const choose = async (email) => {
      try {
        await signIn(email, selectBy);
        close();
        onDismiss?.('credential_returned');
      } catch (cause) {
        fail(cause.message);
      }
    };
    shadow.querySelector('.close').addEventListener('click', () => {
      close();
      onDismiss?.('cancel_called');
    });
    shadow.querySelector('.other').addEventListener('click', () => {
      form.hidden = false;
      form.querySelector('input').focus();
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = Object.fromEntries(new FormData(form));
      try {
        await request('accounts', data);
        await choose(data.email);
      } catch (cause) {
        fail(cause.message);
      }
    });
    request('accounts')
      .then(({ accounts }) => {
        for (const account of accounts) {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'account';
          button.innerHTML = '<b></b><small></small>';
          button.querySelector('b').textContent = `Continue as ${account.givenName}`;
          button.querySelector('small').textContent = account.email;
          button.addEventListener('click', () => choose(account.email));
          item.append(button);
          list.append(item);
        }
        host.style.visibility = '';
        // The button's chooser is a modal and takes focus; the one-tap card must not steal it from the page.
        if (modal) list.querySelector('button')?.focus();
      })
      .catch((cause) => {
        host.style.visibility = '';
        fail(cause.message);
      });
    // Like Google's, the prompt closes on a tap outside it unless cancel_on_tap_outside is false.
    const tapOutside = (event) => {
      if (openDialog !== host) return document.removeEventListener('pointerdown', tapOutside, true);
      const inside = event
        .composedPath()
        .some((node) => node instanceof Element && node.classList.contains('card'));
      if (inside || (!modal && config.cancel_on_tap_outside === false)) return;
      document.removeEventListener('pointerdown', tapOutside, true);
      close();
      onDismiss?.('tap_outside');
    };
    document.addEventListener('pointerdown', tapOutside, true);
    document.body.append(host);
    openDialog = host;
  }

  function requireInitialized(method) {
    if (config) return true;
    console.warn(`[GSI_LOGGER]: google.accounts.id.${method}() was called before initialize().`);
    return false;
  }

  const id = {
    initialize(options) {
      config = { ...options };
    },
    prompt(listener) {
      if (!requireInitialized('prompt')) return;
      const remembered = localStorage.getItem(AUTO_SELECT_KEY);
      if (config.auto_select && remembered) {
        signIn(remembered, 'auto')
          .then(() => listener?.(notification('dismissed', 'credential_returned')))
          .catch(() => listener?.(notification('skipped', 'auto_cancel')));
        return;
      }
      chooser({
        modal: false,
        selectBy: 'user',
        onDismiss: (reason) =>
          listener?.(
            reason === 'credential_returned'
              ? notification('dismissed', reason)
              : notification('skipped', reason === 'tap_outside' ? 'tap_outside' : 'user_cancel'),
          ),
      });
      listener?.(notification('display'));
    },
    renderButton(parent, options = {}) {
      if (!(parent instanceof HTMLElement))
        throw new Error('[GSI_LOGGER]: renderButton() needs a parent element.');
      const size = HEIGHTS[options.size] ? options.size : 'large';
      const words = {
        signin_with: 'Sign in with Google',
        signup_with: 'Sign up with Google',
        continue_with: 'Continue with Google',
        signin: 'Sign in',
      };
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-gsi-stand-in', 'button');
      button.textContent = options.type === 'icon' ? 'G' : (words[options.text] ?? words.signin_with);
      button.setAttribute('aria-label', words[options.text] ?? words.signin_with);
      const dark = options.theme === 'filled_black' || options.theme === 'filled_blue';
      Object.assign(button.style, {
        height: `${HEIGHTS[size]}px`,
        width: options.type === 'icon' ? `${HEIGHTS[size]}px` : options.width ? `${options.width}px` : 'auto',
        padding: options.type === 'icon' ? '0' : '0 12px',
        border: dark ? 'none' : '1px solid #dadce0',
        borderRadius: options.shape === 'pill' || options.shape === 'circle' ? '999px' : '4px',
        background: options.theme === 'filled_blue' ? '#1a73e8' : dark ? '#202124' : '#fff',
        color: dark ? '#fff' : '#3c4043',
        font: `500 ${size === 'small' ? 11 : 14}px Roboto, system-ui, sans-serif`,
        cursor: 'pointer',
      });
      button.addEventListener('click', () => {
        if (requireInitialized('renderButton')) {
          options.click_listener?.();
          chooser({ modal: true, selectBy: 'btn' });
        }
      });
      parent.replaceChildren(button);
    },
    disableAutoSelect() {
      localStorage.removeItem(AUTO_SELECT_KEY);
    },
    cancel() {
      close();
    },
    storeCredential() {},
    revoke(_hint, callback) {
      localStorage.removeItem(AUTO_SELECT_KEY);
      callback?.({ successful: true });
    },
  };

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
  if (typeof window.onGoogleLibraryLoad === 'function') setTimeout(window.onGoogleLibraryLoad, 0);
})();
