/**
 * Hostile and careless sources (issue 20): each is served by a real local HTTP server, extracted
 * by the same runExtraction the worker runs, on its first delivery. A run that throws would be
 * retried by SQS, so "resolves" is "not retried"; the table must end with a reason a person can
 * read, the process must stay up and /health answer throughout.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import type { SQSRecord } from "aws-lambda";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { FETCH_BUDGETS } from "../core/budgets.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { FetchError, fetchDocument } from "../core/net/fetch-url.js";
import { api, app, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { privateQueue } from "./support/queues.js";
import { zipBomb } from "./support/zip-bomb.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let origin: Awaited<ReturnType<typeof listen>>;
const routes = new Map<string, (res: ServerResponse, req: IncomingMessage) => void>();
const firstDelivery = { attributes: { ApproximateReceiveCount: "1" } } as unknown as SQSRecord;

beforeAll(async () => {
  // A private extract queue: this file runs its tables' messages itself, once each.
  process.env.EXTRACT_QUEUE_URL = await privateQueue("extract-hostile");
  resetConfig();
  co = await newCompany();
  origin = await listen((req, res) => {
    const route = routes.get(req.url ?? "");
    if (route) route(res, req);
    else res.writeHead(404).end();
  });
});

afterAll(() => close(origin));

/** Creates a table from one served URL and runs its extraction once, as its first delivery would. */
async function extractOnce(path: string) {
  const created = await api("/tables", co.key, {
    method: "POST",
    body: { schema_id: "default_product", name: path, file_urls: [`${origin.url}${path}`] },
  });
  expect(created.status).toBe(201);
  await runExtraction({ company_id: co.id, table_id: created.json.id, chunk: 0 }, firstDelivery);
  return (await api(`/tables/${created.json.id}`, co.key)).json;
}

/** Asks /health every 100 ms while `work` runs; returns the slowest answer in ms. */
async function slowestHealth<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number; peakRss: number }> {
  let done = false;
  let slowestMs = 0;
  let peakRss = process.memoryUsage().rss;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.request("/api/v1/health");
      expect(res.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    return { result: await work, slowestMs, peakRss };
  } finally {
    done = true;
    await probe;
  }
}

describe("budgets on extracted rows", () => {
  it("a CSV with one 49 MB line: the line is skipped with the row limit named, the other rows stay, /health answers", async () => {
    const line = `B-1,Giant,${"x".repeat(49 * 1024 * 1024)}\n`;
    const body = Buffer.from(`sku,name,description\nA-1,Oak table,Solid oak\n${line}C-1,Pine chair,Pine\n`);
    routes.set("/giant.csv", (res) => res.writeHead(200, { "content-type": "text/csv" }).end(body));
    const before = process.memoryUsage().rss;

    const { result: table, slowestMs, peakRss } = await slowestHealth(extractOnce("/giant.csv"));

    expect(table).toMatchObject({ status: "completed", total_rows: 2 });
    expect(table.error_message).toMatch(/giant\.csv: 1 record skipped: over the row limit of 350,000 bytes \(largest 51,380,\d{3} bytes\)/);
    const rows = (await api(`/tables/${table.id}/rows`, co.key)).json.data;
    expect(rows.map((r: { data: { name: string } }) => r.data.name)).toEqual(["Oak table", "Pine chair"]);
    expect(slowestMs).toBeLessThan(2000);
    expect(peakRss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it("a cell over the cell limit is left empty and the row kept", async () => {
    const csv = `sku,name,description\nD-1,Desk,${"y".repeat(150_000)}\n`;
    routes.set("/wide-cell.csv", (res) => res.writeHead(200, { "content-type": "text/csv" }).end(csv));
    const table = await extractOnce("/wide-cell.csv");
    expect(table).toMatchObject({ status: "completed", total_rows: 1 });
    expect(table.error_message).toMatch(
      /1 value left empty: over the cell limit of 100,000 bytes \(largest 150,000 bytes, in "description"\)/,
    );
  });

  it("a header over the column limit, or over the row limit (200,000 columns), fails the source naming the limit", async () => {
    const header = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(",");
    routes.set("/columns.csv", (res) => res.writeHead(200, { "content-type": "text/csv" }).end(`${header(3000)}\n${header(3000)}\n`));
    routes.set("/more-columns.csv", (res) =>
      res.writeHead(200, { "content-type": "text/csv" }).end(`${header(200_000)}\n${header(200_000)}\n`),
    );
    const table = await extractOnce("/columns.csv");
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toMatch(/columns\.csv: the header has 3,000 columns; at most 2,000 are read/);
    const wider = await extractOnce("/more-columns.csv");
    expect(wider.error_message).toMatch(/more-columns\.csv: the header line is 1,488,890 bytes; a record holds at most 350,000/);
  });
});

describe("bad input fails at once with its own reason", () => {
  it("a body shorter than its Content-Length", async () => {
    routes.set("/short.csv", (res) => {
      res.writeHead(200, { "content-type": "text/csv", "content-length": "1000" });
      res.write("name,price\nOak table,120\n");
      setTimeout(() => res.destroy(), 50);
    });
    const table = await extractOnce("/short.csv");
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toMatch(/could not read .*short\.csv.* after 25 bytes of 1000|short\.csv ended after 25 of its 1000 bytes/);
  });

  it("a trickling origin fails at the fetch's time budget, naming how much came", async () => {
    let timer: NodeJS.Timeout | undefined;
    routes.set("/trickle.csv", (res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      res.write("name,price\n");
      timer = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(timer));
    });
    const started = performance.now();
    const err = await fetchDocument(`${origin.url}/trickle.csv`, { ...FETCH_BUDGETS.extraction, allowPrivate: true, timeoutMs: 600 }).catch(
      (e: Error) => e,
    );
    clearInterval(timer);
    expect(err).toBeInstanceOf(FetchError);
    expect((err as Error).message).toMatch(/^could not read .*\/trickle\.csv: .* after \d+ bytes$/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("a body longer than its Content-Length is read as far as it says, and a source that gives nothing fails saying so", async () => {
    const raw = createServer((socket) =>
      socket.once("data", () =>
        socket.end("HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\ncontent-length: 5\r\n\r\nname,price\nOak table,120\n"),
      ),
    );
    await new Promise<void>((r) => raw.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/long.csv`;
    try {
      const fetched = await fetchDocument(url, { ...FETCH_BUDGETS.extraction, allowPrivate: true });
      expect(Buffer.from(fetched.bytes).toString()).toBe("name,");
      const created = await api("/tables", co.key, {
        method: "POST",
        body: { schema_id: "default_product", name: "long", file_urls: [url] },
      });
      await runExtraction({ company_id: co.id, table_id: created.json.id, chunk: 0 }, firstDelivery);
      const table = (await api(`/tables/${created.json.id}`, co.key)).json;
      expect(table).toMatchObject({ status: "completed", total_rows: 0 });
      expect(table.error_message).toBe("long.csv: no rows found");
    } finally {
      await new Promise((r) => raw.close(r));
    }
  });

  it("a .pdf that is not a PDF", async () => {
    routes.set("/manual.pdf", (res) => res.writeHead(200, { "content-type": "application/pdf" }).end(Buffer.alloc(4096, 7)));
    const table = await extractOnce("/manual.pdf");
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toMatch(/^manual\.pdf could not be read as a PDF: /);
  });

  it("a PDF over the PDF budget fails at once naming it", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(40 * 1024 * 1024, 7)]);
    routes.set("/catalog.pdf", (res) => res.writeHead(200, { "content-type": "application/pdf" }).end(pdf));
    const before = process.memoryUsage().rss;
    const { result: table, slowestMs, peakRss } = await slowestHealth(extractOnce("/catalog.pdf"));
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toBe(
      "catalog.pdf: it is a PDF of 41,943,049 bytes; PDFs over 16,777,216 bytes are not read (split it, or export its table as CSV)",
    );
    expect(slowestMs).toBeLessThan(2000);
    expect(peakRss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it("a URL the SSRF guard refuses", async () => {
    routes.set("/private.csv", (res) => res.writeHead(200, { "content-type": "text/csv" }).end("name\nOak\n"));
    process.env.ALLOW_PRIVATE_URLS = "false";
    resetConfig();
    try {
      const table = await extractOnce("/private.csv");
      expect(table).toMatchObject({ status: "completed", total_rows: 0 });
      expect(table.error_message).toBe("URL host 127.0.0.1 is a non-public address");
    } finally {
      process.env.ALLOW_PRIVATE_URLS = "true";
      resetConfig();
    }
  });

  it("an XLSX served as text/csv is read as the workbook it is", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Products");
    sheet.addRow(["Name", "Price"]);
    sheet.addRow(["Oak table", 120]);
    sheet.addRow(["Pine chair", 45]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    routes.set("/export.csv", (res) => res.writeHead(200, { "content-type": "text/csv" }).end(bytes));
    const table = await extractOnce("/export.csv");
    expect(table).toMatchObject({ status: "completed", total_rows: 2, error_message: null });
  });

  it("a source with nothing the parsers can read fails, saying so, instead of completing empty", async () => {
    routes.set("/empty.json", (res) => res.writeHead(200, { "content-type": "application/json" }).end("[]"));
    const table = await extractOnce("/empty.json");
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toBe("empty.json: no rows found");
  });
});

describe("XLSX inflation budget", () => {
  it("a 1 MB workbook whose sheet inflates to 300 MB fails fast, naming the limit, memory bounded", async () => {
    const bomb = zipBomb(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    routes.set("/bomb.xlsx", (res) => res.writeHead(200, { "content-type": "application/octet-stream" }).end(bomb));
    const table = await extractOnce("/bomb.xlsx");
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toBe(
      "bomb.xlsx: the workbook inflates to more than 104,857,600 bytes (314,572,800 bytes by xl/worksheets/sheet1.xml); save it as CSV, which is split and has no such limit",
    );
  });

  it("one whose headers lie about its size is stopped by counting as it inflates, /health answering", async () => {
    const bomb = zipBomb(300, 1000);
    routes.set("/liar.xlsx", (res) => res.writeHead(200, { "content-type": "application/octet-stream" }).end(bomb));
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const { result: table, slowestMs, peakRss } = await slowestHealth(extractOnce("/liar.xlsx"));
    expect(table.error_message).toMatch(
      /^liar\.xlsx: the workbook inflates to more than 104,857,600 bytes \(104,\d{3},\d{3} bytes by xl\/worksheets\/sheet1\.xml\)/,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(slowestMs).toBeLessThan(2000);
    expect(peakRss - before).toBeLessThan(300 * 1024 * 1024);
  });
});

describe("HTML depth and size budgets", () => {
  it("a 5 MB page of 1,000,000 nested divs fails at once naming the limit, /health answering", async () => {
    const page = `<!doctype html><html><body>${"<div>".repeat(1_000_000)}Oak table${"</div>".repeat(1_000_000)}</body></html>`;
    routes.set("/deep.html", (res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
    const started = performance.now();
    const { result: table, slowestMs } = await slowestHealth(extractOnce("/deep.html"));
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toBe("deep.html: its markup is nested more than 2,000 elements deep; deeper pages are not read");
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(slowestMs).toBeLessThan(2000);
  });

  it("a synchronous POST /enrich whose item URL is a 2 MB, 400,000-deep page answers, without that page", async () => {
    const rich = await newCompany({ credits: 100 });
    const page = `<html><body>${"<div>".repeat(400_000)}Oak table 120 EUR${"</div>".repeat(400_000)}</body></html>`;
    routes.set("/deep-item.html", (res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
    const work = api("/enrich", rich.key, {
      method: "POST",
      body: { items: [{ data: { name: "Oak table", url: `${origin.url}/deep-item.html` } }], web_search: false },
    });
    const started = performance.now();
    const { result: res, slowestMs } = await slowestHealth(work);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("completed");
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(slowestMs).toBeLessThan(2000);
  });

  it("a 49 MB listing page fails fast naming the element limit, memory bounded, /health answering", async () => {
    const rows = Array.from(
      { length: 450_000 },
      (_, i) => `<tr><td><a href="/p/${i}">Product ${i}</a></td><td>SKU-${i}</td><td><span>${i}.99 EUR</span></td></tr>`,
    );
    const page = `<!doctype html><html><body><table><tr><th>Name</th><th>SKU</th><th>Price</th></tr>${rows.join("")}</table></body></html>`;
    expect(page.length).toBeGreaterThan(49 * 1000 * 1000);
    routes.set("/listing.html", (res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const { result: table, slowestMs, peakRss } = await slowestHealth(extractOnce("/listing.html"));
    expect(table).toMatchObject({ status: "completed", total_rows: 0 });
    expect(table.error_message).toBe(
      "listing.html: it has more than 30,000 elements; bigger pages are not read (a table this size reads better as CSV or XLSX)",
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(slowestMs).toBeLessThan(2000);
    expect(peakRss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it("a page at the limit's edge is still read", async () => {
    const nest = (n: number, inner: string) => `${"<div>".repeat(n)}${inner}${"</div>".repeat(n)}`;
    const product =
      '<script type="application/ld+json">{"@type":"Product","name":"Walnut desk","offers":{"price":"450","priceCurrency":"EUR"}}</script>';
    const page = `<html><body>${nest(1500, `<p>para<li>item<br><img src="a.png">${product}`)}</body></html>`;
    routes.set("/nested.html", (res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
    const table = await extractOnce("/nested.html");
    expect(table).toMatchObject({ status: "completed", total_rows: 1, error_message: null });
  });
});
