// The mixed load: clients of a few students each and one teacher, each doing one thing at a time
// with a pause between, until the time is up. The mix is in the weights below.
import { book, cancel, move, race, teacherBook, teacherCoupon } from './operations.mjs';
import { pay } from './payment.mjs';
import { lessonsOf, pick, random } from './world.mjs';

const pause = () => new Promise((r) => setTimeout(r, 20 + random(150)));

/** Picks by weight: [[weight, action], ...]. */
const weighted = (choices) => {
  let r = Math.random() * choices.reduce((sum, [w]) => sum + w, 0);
  for (const [w, action] of choices) if ((r -= w) < 0) return action;
  return choices[choices.length - 1][1];
};

const studentStep = (world, ledger, student, group) =>
  weighted([
    [30, () => book(world, ledger, student)],
    [5, () => race(world, ledger, group)],
    [25, () => pay(world, ledger, student)],
    [
      10,
      () => {
        const lesson = pick(lessonsOf(world, student, (l) => l.paid));
        return lesson && move(world, ledger, student, lesson, 'sposta (studente)');
      },
    ],
    [
      18,
      () => {
        const lesson = pick(lessonsOf(world, student, () => true));
        return lesson && cancel(world, ledger, student, lesson, lesson.paid ? 'annulla pagata (coupon)' : 'annulla non pagata');
      },
    ],
  ])();

const teacherStep = (world, ledger) => {
  const student = pick(world.students);
  const anyLesson = () => pick(world.students.flatMap((s) => lessonsOf(world, s, () => true)));
  return weighted([
    [35, () => teacherBook(world, ledger, student)],
    [25, () => teacherCoupon(world, ledger, student)],
    [
      25,
      () => {
        const lesson = anyLesson();
        return lesson && move(world, ledger, world.teacher, lesson, 'sposta (docente)');
      },
    ],
    [
      15,
      () => {
        const lesson = anyLesson();
        return lesson && cancel(world, ledger, world.teacher, lesson, lesson.paid ? 'annulla pagata (docente)' : 'annulla non pagata (docente)');
      },
    ],
  ])();
};

/** Runs `clients` student clients (the students shared out among them) and one teacher until `until`. */
export const runLoad = async (world, ledger, { clients, until }) => {
  const groups = Array.from({ length: clients }, (_, k) => world.students.filter((s) => s.i % clients === k));
  const loop = async (step) => {
    while (Date.now() < until) {
      await step();
      await pause();
    }
  };
  await Promise.all([...groups.map((group) => loop(() => studentStep(world, ledger, pick(group), group))), loop(() => teacherStep(world, ledger))]);
};
