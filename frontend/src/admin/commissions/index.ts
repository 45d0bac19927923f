import PaymentsIcon from '@mui/icons-material/Payments';
import { CommissionList } from './CommissionList';

export default { list: CommissionList, icon: PaymentsIcon };
