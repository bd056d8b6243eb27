int dropshot_tmp;
