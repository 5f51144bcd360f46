// A console's live-event stream (GET /api/events) as a browser's EventSource keeps it: reconnected whenever it ends.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class EventStream {
  /** Streams opened (200): more than one after the server it was on died. */
  connects = 0;
  readonly events: { name: string; at: number }[] = [];
  private readonly controller = new AbortController();

  constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {
    void this.run();
  }

  private async run(): Promise<void> {
    while (!this.controller.signal.aborted) {
      try {
        const res = await fetch(`${this.base}/api/events`, { headers: { cookie: this.cookie }, signal: this.controller.signal });
        if (res.status === 200 && res.body) {
          this.connects++;
          const decoder = new TextDecoder();
          const reader = res.body.getReader();
          let partial = ''; // a line cut between two chunks
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
            const lines = (partial + decoder.decode(chunk.value, { stream: true })).split('\n');
            partial = lines.pop() ?? '';
            for (const line of lines) if (line.startsWith('event: ')) this.events.push({ name: line.slice(7).trim(), at: Date.now() });
          }
        }
      } catch {
        /* the server went away: reconnect as EventSource does */
      }
      await sleep(500);
    }
  }

  /** Waits for an event of this name heard after `since`. */
  async heard(name: string, since: number, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!this.events.some((e) => e.name === name && e.at >= since)) {
      if (Date.now() > end) throw new Error(`flux sans événement « ${name} » depuis ${timeoutMs} ms (${this.connects} connexions)`);
      await sleep(100);
    }
  }

  close(): void {
    this.controller.abort();
  }
}
