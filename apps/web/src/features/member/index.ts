export {
  DEFAULT_MEMBER_SECTION,
  isMemberSection,
  type MemberSectionKey,
  memberSections,
  visibleMemberSections,
} from './sections';
