import ContactMailIcon from '@mui/icons-material/ContactMail';
import { ContactList } from './ContactList';
import { ContactShow } from './ContactShow';

export default { list: ContactList, show: ContactShow, icon: ContactMailIcon };
