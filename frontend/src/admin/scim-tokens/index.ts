import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { ScimTokenCreate } from './ScimTokenCreate';
import { ScimTokenList } from './ScimTokenList';

export default { list: ScimTokenList, create: ScimTokenCreate, icon: SyncAltIcon };
