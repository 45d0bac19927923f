import Diversity3Icon from '@mui/icons-material/Diversity3';
import { PartnerEdit } from './PartnerEdit';
import { PartnerList } from './PartnerList';

export default { list: PartnerList, edit: PartnerEdit, icon: Diversity3Icon, recordRepresentation: 'company' };
