import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { createLogger, errorFields } from './logger.ts';

describe('the log', () => {
  it('is one JSON object a line with a level name and an ISO time', () => {
    const log = captureLog();
    log.logger.child({ request_id: 'r-1' }).info({ route: '/api/v1/health' }, 'Begäran besvarad');
    expect(log.text().endsWith('\n')).toBe(true);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        request_id: 'r-1',
        route: '/api/v1/health',
        msg: 'Begäran besvarad',
      }),
    ]);
  });

  it('leaves out lines below LOG_LEVEL', () => {
    const quiet = captureLog();
    const logger = createLogger({ format: 'json', level: 'warn', destination: quiet.destination });
    logger.info('syns inte');
    logger.warn('syns');
    expect(quiet.lines().map((line) => line.msg)).toEqual(['syns']);
  });

  it('is readable text for a person with LOG_FORMAT=pretty, written in this process', async () => {
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ format: 'pretty', level: 'info', destination: terminal });
    logger.child({ request_id: 'r-2' }).info({ status: 200 }, 'Begäran besvarad');
    for (let tries = 0; tries < 100 && written.length === 0; tries++)
      await new Promise((wait) => setTimeout(wait, 10));
    const text = written.join('');
    expect(text).toMatch(/INFO.*Begäran besvarad/);
    expect(text).toContain('r-2');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('blanks a password or token that a field name gives away, and scrubs them from errors', () => {
    const log = captureLog();
    log.logger.info({ body: { password: 'Hemligt-1!', token: 'eyJabc' } }, 'något');
    expect(log.text()).not.toContain('Hemligt-1!');
    expect(log.text()).not.toContain('eyJabc');
    const fields = errorFields(
      new Error('connect failed: postgres://medvakt:hemligt@db:5432/medvakt'),
    );
    expect(fields.message).toBe('connect failed: postgres://***@db:5432/medvakt');
    expect(fields.stack).not.toContain('hemligt');
  });
});
