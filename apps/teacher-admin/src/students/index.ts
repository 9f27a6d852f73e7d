import SchoolIcon from '@mui/icons-material/School';
import { StudentList } from './StudentList';
import { StudentShow } from './StudentShow';
import { StudentEdit } from './StudentEdit';

/** The teacher's students: a read model of /api/admin/students. */
export default {
  list: StudentList,
  show: StudentShow,
  edit: StudentEdit,
  icon: SchoolIcon,
};
