// The fuzz's reading of the API document (item 6): an answer it lists passes; a
// status, a body or a content type it does not list is named, so the fuzz can fail.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api-document';
import { documentChecker } from './checker';
import { type ApiDocument, operationsOf } from './operations';

const document = openApiDocument() as unknown as ApiDocument;
const problemsOf = documentChecker(document);
const operation = (id: string) => operationsOf(document).find((op) => op.id === id)!;
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});

describe('the fuzz’s document checker', () => {
  it('finds every operation of the document', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
  });

  it('passes a listed status with the listed body', () => {
    expect(problemsOf(operation('postWeddings'), json(404, { detail: 'Slot not found' }))).toEqual(
      [],
    );
    const field = { loc: ['body', 'title'], msg: 'Required', type: 'missing' };
    expect(problemsOf(operation('postWeddings'), json(422, { detail: [field] }))).toEqual([]);
  });

  it('names a status the operation does not list', () => {
    expect(problemsOf(operation('postWeddings'), json(500, { detail: 'Internal' }))).toEqual([
      'status 500 is not listed (201, 400, 401, 403, 404, 409, 413, 415, 422, 431, 503): {"detail":"Internal"}',
    ]);
  });

  it('reads a range of statuses or a default answer as OpenAPI does', () => {
    const ranged = structuredClone(document);
    const health = ranged.paths['/api/health']!.get! as { responses: Record<string, unknown> };
    health.responses = { '2XX': health.responses['200'], default: health.responses['503'] };
    const check = documentChecker(ranged);
    const op = operationsOf(ranged).find((o) => o.id === 'getHealth')!;
    expect(check(op, json(431, { detail: 'Request header fields too large' }))).toEqual([]);
    expect(check(op, json(431, { message: 'too large' }))[0]).toMatch(/^body must have required/);
    expect(check(op, json(204, { detail: 'No' }))[0]).toMatch(/^body/);
  });

  it('names what a body lacks or gives of the wrong type, by its path', () => {
    const problems = problemsOf(operation('getAuthMe'), json(200, { user_id: 'seven' }));
    expect(problems).toContain('body/user_id must be number ({"type":"number"})');
    expect(problems).toContain(
      `body must have required property 'username' ({"missingProperty":"username"})`,
    );
  });

  it('names an answer in a content type the document does not list, or not JSON at all', () => {
    const page = { status: 200, contentType: 'text/html', text: '<p>hi</p>' };
    expect(problemsOf(operation('getHealth'), page)).toEqual([
      'content type "text/html" where the document lists application/json',
    ]);
    const broken = { status: 200, contentType: 'application/json', text: '{"ok":' };
    expect(problemsOf(operation('getHealth'), broken)).toEqual([
      'a JSON answer that is not JSON: {"ok":',
    ]);
  });

  it('passes a report as a CSV file and a removal without a body', () => {
    const csv = { status: 200, contentType: 'text/csv; charset=utf-8', text: 'date,amount\n' };
    expect(problemsOf(operation('getBusinessIdReportCsv'), csv)).toEqual([]);
    const gone = { status: 204, contentType: '', text: '' };
    expect(problemsOf(operation('deleteServicesId'), gone)).toEqual([]);
  });
});
