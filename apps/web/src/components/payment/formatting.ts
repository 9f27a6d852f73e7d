import { formatInTimeZone } from 'date-fns-tz';
import { ROME } from '../../format/dates';

/** A day as Italians write it, in Rome: '26/05/2026'. */
export const formatRomeDate = (iso: string): string => formatInTimeZone(iso, ROME, 'dd/MM/yyyy');
