import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { LoadingScreen } from '@/components/ui/spinner';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { SavedCardSection } from '../components/saved-card-section';
import { useProfileText } from '../profile-messages';
import './profile-page.css';

type Tab = 'personal' | 'password';

/** Profile (spec section 2): personal info and change password; `activeTab=purchase` opens the second (decision 20). */
export default function ProfilePage() {
  const px = useProfileText();
  const { t } = useI18n();
  const { userInfo } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('activeTab') === 'purchase' ? 'password' : 'personal';
  const idBase = useId();
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'password') out.set('activeTab', 'purchase');
        else out.delete('activeTab');
        return out;
      },
      { replace: true },
    );

  if (!userInfo) return <LoadingScreen label={t('loading')} />;
  return (
    <div className="profile-page container">
      <header className="profile-head">
        <h1>{px('title')}</h1>
        <p>
          {userInfo.username} · {userInfo.customerType === 'LEGAL' ? px('companyType') : px('personalType')}
        </p>
      </header>
      <Tabs
        idBase={idBase}
        label={px('tabsLabel')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'personal', label: px('personalTab') },
          { key: 'password', label: px('passwordTab') },
        ]}
      />
      <section className="profile-card" {...tabPanelProps(idBase, tab)}>
        {tab === 'personal' ? <PersonalInfoForm key={userInfo.id} user={userInfo} /> : <ChangePasswordForm />}
      </section>
      <SavedCardSection />
    </div>
  );
}
