// /blogpost (route map): administrators go to the article editor, everyone else to the blog.
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';

export default function BlogPostRedirect() {
  const { userType } = useAtomValue(authAtom);
  return <Navigate to={userType === 'administrator' ? '/admin/blogs/new' : '/blogs'} replace />;
}
