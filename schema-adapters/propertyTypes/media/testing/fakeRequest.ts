// A stand-in for XMLHttpRequest in unit tests: records the request, and lets the test drive progress and the answer.
type Handler = ((event: ProgressEvent) => void) | null;

export class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  upload: { onprogress: Handler } = { onprogress: null };

  /** The instances `new XMLHttpRequest()` made, in order (when installed as the global). */
  static created: FakeRequest[] = [];

  constructor() {
    FakeRequest.created.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({} as ProgressEvent);
  }

  asXhr(): XMLHttpRequest {
    return this as unknown as XMLHttpRequest;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.respondText(status, JSON.stringify(body));
  }
  respondText(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.({} as ProgressEvent);
  }
  fail() {
    this.onerror?.({} as ProgressEvent);
  }
}
