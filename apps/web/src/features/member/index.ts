export { DEFAULT_MEMBER_SECTION, isMemberSection, type MemberSectionKey, visibleMemberSections } from './sections';
