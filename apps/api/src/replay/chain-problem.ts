import type { ChainProblem } from '@lavagna/eventstore';

/** The first problem `verify` found, in Italian: what the CLI prints and the console shows. */
export const describeChainProblem = (p: ChainProblem): string => {
  switch (p.kind) {
    case 'altered':
      return `evento alterato: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) non corrisponde al suo hash`;
    case 'missing':
      return `evento mancante: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) è stato cancellato`;
    case 'gap':
      return `eventi mancanti: la catena salta da ${p.after ?? 'l\'inizio'} a ${p.before}`;
    case 'unchained':
      return `evento fuori dalla catena: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) non ha un hash`;
  }
};

/** The global position a problem names (a gap names where the chain resumes). */
export const positionOf = (p: ChainProblem): number => (p.kind === 'gap' ? p.before : p.position);
