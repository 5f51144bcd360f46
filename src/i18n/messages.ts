// Our own French labels, under `console.*`, beside react-admin's (`ra.*`).
export const consoleMessages = {
  console: {
    session: {
      checking: 'Vérification de la session…',
      unreachable: 'Le serveur ne répond pas : %{message}',
      retry: 'Réessayer',
      no_site: "Aucun site ne vous est ouvert. Demandez à un super administrateur de vous en donner l'accès.",
    },
    login: {
      title: 'Connexion',
      login: 'Identifiant',
      password: 'Mot de passe',
      submit: 'Se connecter',
    },
    schemas: {
      loading: 'Chargement des schémas…',
      error: 'Impossible de charger les schémas : %{message}',
      empty: "Aucun schéma n'est défini.",
      reload: 'Recharger les schémas',
    },
    shell: {
      home: 'Accueil du site',
      site_switcher: 'Site',
      sections: 'Sections',
      environment: 'Environnement',
      logged_in_as: 'Connecté en tant que %{login}',
      api_reference: "Référence de l'API",
      skip_to_content: 'Aller au contenu principal',
    },
    environment: {
      title: 'Informations',
      env: 'Environnement',
      version: 'Version',
      branch: 'Branche',
      tag: 'Tag',
      commit: 'Commit',
      date: 'Date',
      close: 'Fermer',
    },
    dashboard: {
      site_options: 'Options du site',
      site_options_hint: 'Réglages généraux du site',
      pages: 'Mise en page des pages',
      pages_hint: 'Composer les pages à partir des composants',
      contents: 'Contenus',
      contents_hint: 'Articles, vidéos, séries, auteurs…',
      empty: 'Choisissez une section dans la barre de navigation.',
    },
    sidebar: {
      toggle: 'Menu',
      hide: 'Masquer le menu',
      shortcuts: 'Raccourcis',
      general: 'Général',
      count: '%{smart_count} enregistrement |||| %{smart_count} enregistrements',
    },
    crash: {
      title: 'Une erreur est survenue.',
      advice: "Faites une capture d'écran de cette page et partagez-la dans le canal #bugs.",
      details: "Détails de l'erreur",
      retry: 'Réessayer',
    },
  },
};
