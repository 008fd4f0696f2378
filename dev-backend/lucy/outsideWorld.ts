/**
 * Addresses outside the machine that the backend calls (websites for the FAQ import, webhooks). Provider
 * verification names made-up hosts that cannot be reached from here, so its states register how each
 * should answer; every other address is really called.
 */
export class OutsideWorld {
  readonly #pages = new Map<string, string>();
  readonly #unreachable = new Set<string>();
  readonly #webhooks = new Map<string, number>();

  static key(url: string): string {
    try {
      return new URL(url).href;
    } catch {
      return url;
    }
  }

  servePage(url: string, html: string): void {
    this.#pages.set(OutsideWorld.key(url), html);
  }

  makeUnreachable(url: string): void {
    this.#unreachable.add(OutsideWorld.key(url));
  }

  answerWebhook(url: string, status: number): void {
    this.#webhooks.set(OutsideWorld.key(url), status);
  }

  /** A registered answer for a GET of this page: its HTML, 'unreachable', or undefined to really fetch. */
  page(url: string): string | 'unreachable' | undefined {
    const key = OutsideWorld.key(url);
    if (this.#unreachable.has(key)) return 'unreachable';
    return this.#pages.get(key);
  }

  webhookStatus(url: string): number | undefined {
    return this.#webhooks.get(OutsideWorld.key(url));
  }

  clear(): void {
    this.#pages.clear();
    this.#unreachable.clear();
    this.#webhooks.clear();
  }
}
