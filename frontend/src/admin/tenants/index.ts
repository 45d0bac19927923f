import ApartmentIcon from '@mui/icons-material/Apartment';
import { TenantCreate } from './TenantCreate';
import { TenantEdit } from './TenantEdit';
import { TenantList } from './TenantList';

export default { list: TenantList, create: TenantCreate, edit: TenantEdit, icon: ApartmentIcon };
