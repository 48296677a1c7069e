import { ArgumentsHost, ConflictException, HttpException, Logger, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter';

function respond(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', path: '/api/x', originalUrl: '/api/x?q=1' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('hides unknown errors behind a German 500 and logs them', () => {
    expect(respond(new TypeError('cannot read x of undefined'))).toEqual({
      status: 500,
      body: { success: false, message: 'Interner Fehler. Bitte versuchen Sie es später erneut.' },
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('cannot read x of undefined'), expect.any(String));
  });

  it('answers a connection lost mid-transaction like any database outage: 503 with the German message', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(respond(new QueryRunnerAlreadyReleasedError())).toEqual({
      status: 503,
      body: { success: false, message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.' },
    });
    warned.mockRestore();
  });

  it('logs a 5xx an endpoint chose as a warning without a stack, keeping its German message', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const message = 'Die Speisekarte wird gerade geändert. Bitte senden Sie Ihre Bestellung in einem Moment erneut.';
    expect(respond(new ServiceUnavailableException(message))).toEqual({ status: 503, body: { success: false, message } });
    expect(warned).toHaveBeenCalledWith(`GET /api/x: 503 ${message}`);
    expect(logged).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('keeps the German message an endpoint chose, with its status', () => {
    expect(respond(new ConflictException('Der Gutschein wurde inzwischen aufgebraucht.'))).toEqual({
      status: 409,
      body: { success: false, message: 'Der Gutschein wurde inzwischen aufgebraucht.' },
    });
  });

  it('replaces Nest English defaults by German ones', () => {
    expect(respond(new NotFoundException()).body).toEqual({ success: false, message: 'Nicht gefunden.' });
    expect(respond(new UnauthorizedException()).body).toEqual({ success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
  });

  it('passes on extra details of an object response (e.g. a payment provider issue)', () => {
    const res = respond(new HttpException({ message: 'Zahlung abgelehnt.', issue: 'INSTRUMENT_DECLINED', debug_id: 'abc' }, 422));
    expect(res).toEqual({ status: 422, body: { success: false, message: 'Zahlung abgelehnt.', issue: 'INSTRUMENT_DECLINED', debug_id: 'abc' } });
  });
});
