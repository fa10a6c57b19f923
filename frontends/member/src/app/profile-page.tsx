import { MyLevel } from '@/features/levels/components/my-level';
import { LanguageChoice } from '@/features/profile/components/language-choice';
import { ProfileSettings } from '@/features/profile/components/profile-form';
import { MemberPage } from './member-page';

/**
 * '/settings/profile' (exposed as ./ProfilePage): one's own details, the language, the playing
 * level (when the club lets members set it, or has set one), and last the data rights.
 */
export default function ProfilePage() {
  return (
    <MemberPage narrow>
      <ProfileSettings>
        <LanguageChoice />
        <MyLevel />
      </ProfileSettings>
    </MemberPage>
  );
}
