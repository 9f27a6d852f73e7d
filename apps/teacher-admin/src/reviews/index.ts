import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

/** The students' reviews: a read model of /api/admin/reviews; ranking and hiding are commands. */
export default {
  list: ReviewList,
  show: ReviewShow,
  icon: RateReviewIcon,
};
