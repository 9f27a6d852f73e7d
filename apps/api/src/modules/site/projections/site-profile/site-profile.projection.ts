import { json, remove, replace, rowProjection } from '@lavagna/eventstore';
import type { AccountDeleted, AccountErased, SiteProfileUpdated } from '@lavagna/domain';

type Handled = SiteProfileUpdated | AccountDeleted | AccountErased;

/** The last profile each teacher saved; gone with the teacher's account. */
export const siteProfileProjection = rowProjection<Handled>({
  name: 'site_profiles',
  canHandle: ['SiteProfileUpdated', 'AccountDeleted', 'AccountErased'],
  tables: ['site_profiles'],
  evolve: (event) => {
    switch (event.type) {
      case 'SiteProfileUpdated':
        return [replace('site_profiles', ['teacher_id'], { teacher_id: event.data.teacherId, profile: json(event.data.profile), updated_at: event.data.updatedAt })];
      case 'AccountDeleted':
      case 'AccountErased':
        return [remove('site_profiles', { teacher_id: event.data.userId })];
      default:
        return [];
    }
  },
});
