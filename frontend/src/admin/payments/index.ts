import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';

export default { list: PaymentList, icon: PaymentsIcon };
