import HandshakeIcon from '@mui/icons-material/Handshake';
import { PartnerApplicationList } from './PartnerApplicationList';
import { PartnerApplicationShow } from './PartnerApplicationShow';

export default { list: PartnerApplicationList, show: PartnerApplicationShow, icon: HandshakeIcon };
