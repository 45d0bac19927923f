import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { EmailList } from './EmailList';

export default { list: EmailList, icon: MailOutlineIcon };
