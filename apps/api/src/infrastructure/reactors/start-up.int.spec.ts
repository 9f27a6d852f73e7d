import { CommandBus } from '@nestjs/cqrs';
import { ModulesContainer } from '@nestjs/core';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TimedWork } from '../timed-work/index.js';
import { ReactorRunner } from './reactor-runner.js';

/**
 * Reactions start with the application (ReactorRunner's bootstrap) and may send a command at
 * once, catching up after a restart. Nest starts modules in order of their depth; the global
 * CqrsModule first. A command bus of any other module would get its handlers only at that
 * module's turn: a reaction sending to it earlier failed with "No handler found".
 */
describe('start-up of the reactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has one command bus, whose handlers are registered before the reactions and the timed work start', () => {
    const buses = new Set<unknown>();
    for (const module of t.app.get(ModulesContainer).values()) {
      const bus = module.providers.get(CommandBus)?.instance;
      if (bus) buses.add(bus);
    }
    expect(buses.size).toBe(1);
    const [bus] = [...buses] as CommandBus[];
    expect(bus).toBe(t.app.get(CommandBus, { strict: false }));
    // Nest starts modules deepest first (global ones first of all, in the order they were imported):
    // the bus's module must start before those whose providers send commands on their own.
    const order = (t.app as unknown as { getModulesToTriggerHooksOn(): { providers: Map<unknown, { instance: unknown }> }[] }).getModulesToTriggerHooksOn();
    const turn = (has: (m: (typeof order)[number]) => boolean) => order.findIndex(has);
    const busTurn = turn((m) => m.providers.get(CommandBus)?.instance === bus);
    expect(busTurn).toBeGreaterThanOrEqual(0);
    expect(busTurn).toBeLessThan(turn((m) => m.providers.has(ReactorRunner)));
    expect(busTurn).toBeLessThan(turn((m) => m.providers.has(TimedWork)));
  });
});
