/** Small inline icons for the footer's social links; decorative, the links carry the accessible names. */
export interface IconProps {
  readonly path: string;
}

function Icon({ path }: IconProps) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={path} />
    </svg>
  );
}

export const EmailIcon = () => (
  <Icon path="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.1-8-5.1zM5.2 7l6.8 4.3L18.8 7H5.2z" />
);

export const PhoneIcon = () => (
  <Icon path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
);

export const LinkedInIcon = () => (
  <Icon path="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v8h2.5v-8H7zm1.25-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v8h2.5v-4.2c0-1.1.6-1.8 1.5-1.8s1.3.6 1.3 1.8V18H19v-4.9c0-2.3-1.2-3.3-2.9-3.3-1.2 0-2 .6-2.5 1.3V10H11z" />
);

export const FacebookIcon = () => (
  <Icon path="M12 2a10 10 0 0 0-1.6 19.9V14.8H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.8h-2.4v7A10 10 0 0 0 12 2z" />
);
