import KeyIcon from '@mui/icons-material/Key';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyList } from './ApiKeyList';

export default { list: ApiKeyList, create: ApiKeyCreate, icon: KeyIcon };
