import { loadConfig, startupProblems, trustProxyProblem } from './config.js';

describe('TRUST_PROXY', () => {
  it('refuses true: the client would write its own address', () => {
    const problems = startupProblems({ TRUST_PROXY: 'true' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY=true farebbe scegliere al client il proprio indirizzo: .* \/ TRUST_PROXY=true would let/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });

  it.each(['1', '2', 'loopback', 'loopback, 10.0.0.0/8', '192.168.1.7', 'uniquelocal,fd00::/8', '::1'])('accepts %s', (value) => {
    expect(trustProxyProblem(value)).toBeNull();
    expect(startupProblems({ TRUST_PROXY: value })).toEqual([]);
  });

  it.each([
    ['yes', 'yes'],
    ['loopback, *', '*'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.0/8/1', '10.0.0.0/8/1'],
    ['proxy.example.it', 'proxy.example.it'],
  ])('names what it cannot read in %s', (value, wrong) => {
    expect(trustProxyProblem(value)).toContain(`TRUST_PROXY non riconosciuto (${wrong})`);
  });

  it('turns hops into a number and keeps lists as Express reads them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
