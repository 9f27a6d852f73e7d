import { loggablePath } from './loggable-path.js';

describe('the path a log keeps', () => {
  it('keeps ordinary paths and queries as sent', () => {
    expect(loggablePath('/api/admin/fiscal?year=2026&month=6')).toBe('/api/admin/fiscal?year=2026&month=6');
    expect(loggablePath('/api/calendar/events/5d8f1c2a-7b3e-4f60-8a9d-2c4e6f8a0b1c')).toBe('/api/calendar/events/5d8f1c2a-7b3e-4f60-8a9d-2c4e6f8a0b1c');
    expect(loggablePath('/assets/index-Ab3_d9Zq.js')).toBe('/assets/index-Ab3_d9Zq.js');
  });

  it('redacts the value of a one-time link wherever it appears, even mangled', () => {
    expect(loggablePath('/api/users/confirm-email/anything-at-all')).toBe('/api/users/confirm-email/[redacted]');
    expect(loggablePath('/landing-page-conferma-email/u.n.sig')).toBe('/landing-page-conferma-email/[redacted]');
    expect(loggablePath('/signup-confirmation-landing-page/%E0%A4%A')).toBe('/signup-confirmation-landing-page/[redacted]');
    expect(loggablePath('/altrove/u-1.n-2.q9Zx8Yw7Vu6Ts5Rr4Qp3On2M/x')).toBe('/altrove/[redacted]/x');
  });

  it('redacts secret-looking query values, also when the name is encoded', () => {
    expect(loggablePath('/x?Token=a&refresh%5Ftoken=b&q=c&flag')).toBe('/x?Token=[redacted]&refresh%5Ftoken=[redacted]&q=c&flag');
    expect(loggablePath('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
